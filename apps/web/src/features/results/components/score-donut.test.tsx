import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreDonut } from './score-donut';

const arcOf = (ring: HTMLElement) => ring.querySelectorAll('circle')[1];

describe('ScoreDonut', () => {
  it('fills the ring to the percentage, green when passed and red when not', () => {
    const { rerender } = render(
      <ScoreDonut percent={64} cutoffShare={0.3} passed label="Score 64%, cutoff 30" />,
    );
    const ring = screen.getByRole('img', { name: 'Score 64%, cutoff 30' });
    expect(arcOf(ring)).toHaveAttribute('stroke-dasharray', '64 36');
    expect(arcOf(ring)).toHaveAttribute('stroke', '#198754');
    rerender(<ScoreDonut percent={12} cutoffShare={0.3} passed={false} label="Score 12%" />);
    expect(arcOf(screen.getByRole('img', { name: 'Score 12%' }))).toHaveAttribute(
      'stroke',
      '#dc3545',
    );
  });

  it('draws no arc for a score of zero or less, and the cutoff tick at its share', () => {
    render(<ScoreDonut percent={-5} cutoffShare={0.5} passed={false} label="Score" />);
    const ring = screen.getByRole('img', { name: 'Score' });
    expect(ring.querySelectorAll('circle')).toHaveLength(1);
    // Half way round from the top is the bottom: the tick is vertical, below the centre.
    const tick = ring.querySelector('line');
    expect(Number(tick?.getAttribute('x1'))).toBeCloseTo(50);
    expect(Number(tick?.getAttribute('y1'))).toBeGreaterThan(50);
  });
});
