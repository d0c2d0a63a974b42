import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichContent } from './rich-content';

describe('RichContent', () => {
  it('typesets LaTeX between \\( \\) with KaTeX and keeps the text around it', async () => {
    const { container } = render(<RichContent html="<p>Area is \(\pi r^2\) here</p>" />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).toContain('Area is');
    expect(container.querySelector('math')).not.toBeNull();
  });

  it('keeps MathML from imports and drops scripts', () => {
    const { container } = render(
      <RichContent html='<math><mi>x</mi><mo>=</mo><mn>2</mn></math><script>alert(1)</script><img src="x" onerror="alert(1)" alt="a">' />,
    );
    expect(container.querySelector('math mi')?.textContent).toBe('x');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('does not load KaTeX for text without LaTeX', () => {
    const { container } = render(<RichContent html="<p>Plain $5 price</p>" />);
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toBe('Plain $5 price');
  });
});
