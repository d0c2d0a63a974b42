/** As the charts' (charts.tsx): the score green when passed, red when not, on a grey track. */
const SUCCESS = '#198754';
const DANGER = '#dc3545';
const TRACK = '#e9ecef';
const CUTOFF = '#212529';

// In a 100 × 100 box: the ring between radius 33 and 46 (a 72 % cutout, as before), the cutoff
// tick 4 units past both edges.
const RADIUS = 39.5;
const WIDTH = 13;
const TICK_IN = RADIUS - WIDTH / 2 - 4;
const TICK_OUT = RADIUS + WIDTH / 2 + 4;

/**
 * The Overall Score ring, drawn as SVG with the report (decision 029): a ring and a tick are not
 * worth Chart.js on the report's first screen. The score runs clockwise from the top; the tick
 * marks the cutoff at its share of the maximum.
 */
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
  const angle = -Math.PI / 2 + 2 * Math.PI * Math.min(1, Math.max(0, cutoffShare));
  const at = (r: number) => ({ x: 50 + Math.cos(angle) * r, y: 50 + Math.sin(angle) * r });
  const inner = at(TICK_IN);
  const outer = at(TICK_OUT);
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} className="score-donut">
      <circle cx="50" cy="50" r={RADIUS} fill="none" stroke={TRACK} strokeWidth={WIDTH} />
      {shown > 0 && (
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={passed ? SUCCESS : DANGER}
          strokeWidth={WIDTH}
          pathLength={100}
          strokeDasharray={`${shown} ${100 - shown}`}
          transform="rotate(-90 50 50)"
        />
      )}
      <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} stroke={CUTOFF} strokeWidth={1.5} />
    </svg>
  );
}
