import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { ACCURACY_GOOD_THRESHOLD } from '@exam/core/scoring';

// Only the pieces these three charts use, so the chunk carries no more of Chart.js than needed.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
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
const TRACK = '#e9ecef';

/** Draws the cutoff as a dark tick across the donut's ring, at its share of the maximum. */
const cutoffLine = (share: number): Plugin<'doughnut'> => ({
  id: 'cutoffLine',
  afterDatasetsDraw(chart) {
    const arc = chart.getDatasetMeta(0).data[0] as ArcElement | undefined;
    if (!arc) return;
    const props = arc.getProps(['x', 'y', 'innerRadius', 'outerRadius'], true);
    const { innerRadius, outerRadius } = props;
    const x = props.x ?? 0;
    const y = props.y ?? 0;
    const angle = -Math.PI / 2 + 2 * Math.PI * Math.min(1, Math.max(0, share));
    const { ctx } = chart;
    ctx.save();
    ctx.strokeStyle = '#212529';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(angle) * (innerRadius - 4), y + Math.sin(angle) * (innerRadius - 4));
    ctx.lineTo(x + Math.cos(angle) * (outerRadius + 4), y + Math.sin(angle) * (outerRadius + 4));
    ctx.stroke();
    ctx.restore();
  },
});

export function ScoreDonut({
  percent,
  cutoffShare,
  passed,
  label,
}: {
  percent: number;
  cutoffShare: number;
  passed: boolean;
  label: string;
}) {
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <Doughnut
      role="img"
      aria-label={label}
      data={{
        labels: ['score', 'rest'],
        datasets: [
          {
            data: [shown, 100 - shown],
            backgroundColor: [passed ? SUCCESS : DANGER, TRACK],
            borderWidth: 0,
          },
        ],
      }}
      options={{
        cutout: '72%',
        animation: false,
        responsive: true,
        maintainAspectRatio: true,
        plugins: { tooltip: { enabled: false } },
      }}
      plugins={[cutoffLine(cutoffShare)]}
    />
  );
}

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
