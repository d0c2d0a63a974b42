import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type * as Charts from './charts';

type ChartsModule = typeof Charts;

// Chart.js (about 50 KB gzip) is fetched when the report first shows, not with the page's
// chunk: the figures and the header paint without waiting for it (decision 027).
let loading: Promise<ChartsModule> | undefined;
let loaded: ChartsModule | undefined;
const loadCharts = () =>
  (loading ??= import('./charts').then((module) => {
    loaded = module;
    return module;
  }));

// Drawing a chart takes a phone's main thread for a long moment (Chart.js lays out and paints it
// in one go): charts are drawn one task apart, so two that come into view together do not make
// one long task of it (decision 029).
let turn: Promise<unknown> = Promise.resolve();
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The charts module once the chart's box is near the screen, or the page is being printed: a
 * chart below the fold is drawn when the student scrolls to it, not in the report's first
 * seconds (decision 029). Until then the placeholder holds its place and description.
 */
function useChartsWhenNear(box: RefObject<HTMLDivElement | null>) {
  const [charts, setCharts] = useState<ChartsModule | null>(null);
  useEffect(() => {
    const element = box.current;
    if (charts || !element) return;
    let cancelled = false;
    // Synchronously (React renders, Chart.js draws), within the task it is called in.
    const draw = () => {
      if (loaded && !cancelled) flushSync(() => setCharts(loaded ?? null));
    };
    const drawInTurn = () => {
      turn = turn.then(loadCharts).then(nextTask).then(draw);
    };
    void loadCharts();
    // The print dialog waits for this handler: the paper gets every chart that can be drawn.
    window.addEventListener('beforeprint', draw);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              drawInTurn();
            },
            { rootMargin: '200px 0px' },
          );
    if (observer) observer.observe(element);
    else drawInTurn();
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('beforeprint', draw);
    };
  }, [box, charts]);
  return charts;
}

/** Holds the chart's place (its box's size, so nothing moves) and its description meanwhile. */
function Deferred<P extends { label: string }>({
  props,
  chart,
}: {
  props: P;
  chart: (charts: ChartsModule, props: P) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const charts = useChartsWhenNear(box);
  if (charts) return chart(charts, props);
  return <div ref={box} role="img" aria-label={props.label} className="chart-placeholder" />;
}

export const AccuracyBars = (props: ComponentProps<ChartsModule['AccuracyBars']>) => (
  <Deferred props={props} chart={(charts, p) => <charts.AccuracyBars {...p} />} />
);

export const TimeLine = (props: ComponentProps<ChartsModule['TimeLine']>) => (
  <Deferred props={props} chart={(charts, p) => <charts.TimeLine {...p} />} />
);
