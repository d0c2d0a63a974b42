import { clampPercent } from '@exam/core/quiz';
import './quiz-practice.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The completion screen's ring: the share of correct answers, the percentage in the middle. */
export function ScoreRing({ percent, label }: { percent: number; label: string }) {
  const value = clampPercent(percent);
  const tone =
    value >= 60 ? 'var(--bs-success)' : value >= 35 ? 'var(--bs-warning)' : 'var(--bs-danger)';
  return (
    <figure className="score-ring mx-auto mb-3" role="img" aria-label={label}>
      <svg viewBox="0 0 120 120" width="140" height="140" aria-hidden="true">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke="var(--bs-secondary-bg)"
          strokeWidth="12"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={tone}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="67" textAnchor="middle" className="score-ring-text">
          {Math.round(value)}%
        </text>
      </svg>
    </figure>
  );
}
