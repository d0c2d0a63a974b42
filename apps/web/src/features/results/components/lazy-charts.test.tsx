import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccuracyBars, TimeLine } from './lazy-charts';

// jsdom has no canvas: the charts module draws a marker instead.
vi.mock('./charts', () => ({
  AccuracyBars: () => <p>bars drawn</p>,
  TimeLine: () => <p>timeline drawn</p>,
}));

/** IntersectionObserver as the browser runs it, driven by the test. */
const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ element, callback: this.callback });
  }
  disconnect() {}
}

function comeIntoView(label: string) {
  const watched = observers.find((o) => o.element.getAttribute('aria-label') === label);
  if (!watched) throw new Error(`nothing watches ${label}`);
  const entry = { isIntersecting: true, target: watched.element } as IntersectionObserverEntry;
  watched.callback([entry], {} as IntersectionObserver);
}

const timeline = { labels: ['Q1'], seconds: [30], label: 'Seconds per question', axis: 's' };
const bars = { labels: ['Maths'], values: [50], label: 'Accuracy by section' };

describe('charts drawn when near the screen (decision 029)', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds the place with a described placeholder until the chart comes into view', async () => {
    render(
      <>
        <TimeLine {...timeline} />
        <AccuracyBars {...bars} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Seconds per question' })).toHaveClass(
      'chart-placeholder',
    );
    expect(screen.getByRole('img', { name: 'Accuracy by section' })).toBeInTheDocument();

    act(() => comeIntoView('Seconds per question'));
    expect(await screen.findByText('timeline drawn')).toBeInTheDocument();
    // The chart below the fold is still waiting to be scrolled to.
    expect(screen.queryByText('bars drawn')).toBeNull();
    expect(screen.getByRole('img', { name: 'Accuracy by section' })).toBeInTheDocument();

    act(() => comeIntoView('Accuracy by section'));
    expect(await screen.findByText('bars drawn')).toBeInTheDocument();
  });

  it('draws every chart for the paper when the page is printed', async () => {
    render(
      <>
        <TimeLine {...timeline} />
        <AccuracyBars {...bars} />
      </>,
    );
    // The module is fetched as soon as a chart is on the page.
    await act(() => import('./charts'));
    // Drawn within the event: the print dialog does not wait for anything later.
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getByText('timeline drawn')).toBeInTheDocument();
    expect(screen.getByText('bars drawn')).toBeInTheDocument();
  });
});
