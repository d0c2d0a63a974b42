import type { TSetResults } from '@exam/contracts/admin/get-set-results';
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { marks } from './results-table';

// Only what a bar chart needs: this page's chunk carries no more of Chart.js.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** Candidates per score band of the filtered rows; the bands are listed for screen readers too. */
export function ScoreChart({ data }: { data: TSetResults }) {
  const { t } = useTranslation('admin');
  const labels = data.distribution.map((b) => `${marks(b.from)}–${marks(b.to)}`);
  return (
    <figure className="card mb-3">
      <figcaption className="card-header small fw-semibold">
        {t('setResults.distribution')}
      </figcaption>
      <div className="card-body results-chart">
        <Bar
          aria-hidden="true"
          data={{
            labels,
            datasets: [
              {
                label: t('setResults.fig.candidates'),
                data: data.distribution.map((b) => b.count),
                backgroundColor: data.distribution.map((b) =>
                  b.to <= data.cutoff ? '#dc3545' : '#198754',
                ),
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
        <ul className="visually-hidden">
          {data.distribution.map((b, i) => (
            <li key={labels[i]}>
              {labels[i]}: {b.count}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
