import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Charts from './charts';

// Chart.js (about 50 KB gzip) is fetched when the report first shows, not with the page's
// chunk: the figures and the header paint without waiting for it (decision 027).
const charts = () => import('./charts');
const LazyScoreDonut = lazy(() => charts().then((m) => ({ default: m.ScoreDonut })));
const LazyAccuracyBars = lazy(() => charts().then((m) => ({ default: m.AccuracyBars })));
const LazyTimeLine = lazy(() => charts().then((m) => ({ default: m.TimeLine })));

/** Holds the chart's place (its box's size, so nothing moves) and its description meanwhile. */
const Placeholder = ({ label }: { label: string }) => (
  <div role="img" aria-label={label} className="chart-placeholder" />
);

export const ScoreDonut = (props: ComponentProps<typeof Charts.ScoreDonut>) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <LazyScoreDonut {...props} />
  </Suspense>
);

export const AccuracyBars = (props: ComponentProps<typeof Charts.AccuracyBars>) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <LazyAccuracyBars {...props} />
  </Suspense>
);

export const TimeLine = (props: ComponentProps<typeof Charts.TimeLine>) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <LazyTimeLine {...props} />
  </Suspense>
);
