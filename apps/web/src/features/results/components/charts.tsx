import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { ACCURACY_GOOD_THRESHOLD } from '@exam/core/scoring';

// Only the pieces these two charts use, so the chunk carries no more of Chart.js than needed (the
// score's ring is SVG: score-donut.tsx).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

// Canvas text uses the page's fonts (Noto Sans Devanagari for Hindi labels), not Chart.js's own.
if (typeof document !== 'undefined') {
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
}

const SUCCESS = '#198754';
const DANGER = '#dc3545';
const PRIMARY = '#0d6efd';

export function AccuracyBars({
  labels,
  values,
  label,
}: {
  labels: string[];
  values: number[];
  label: string;
}) {
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: [
          {
            label: '%',
            data: values,
            backgroundColor: values.map((v) => (v >= ACCURACY_GOOD_THRESHOLD ? SUCCESS : DANGER)),
            borderRadius: 4,
          },
        ],
      }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { min: 0, max: 100, ticks: { callback: (v) => `${v}%` } } },
      }}
    />
  );
}

export function TimeLine({
  labels,
  seconds,
  label,
  axis,
}: {
  labels: string[];
  seconds: number[];
  label: string;
  axis: string;
}) {
  return (
    <Line
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: [
          {
            label: axis,
            data: seconds,
            borderColor: PRIMARY,
            backgroundColor: PRIMARY,
            tension: 0,
            pointRadius: 3,
          },
        ],
      }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: axis } },
        },
      }}
    />
  );
}
