import { describe, expect, it } from 'vitest';
import { texToSvg, mathmlToSvg } from './math-svg.ts';
import { inlineContent } from './rich-text.ts';

describe('question HTML for the PDF', () => {
  it('splits text, inline and display LaTeX, with breaks where blocks end', () => {
    expect(
      inlineContent(
        '<p>Speed \\(v = at\\) is</p><p>$$\\frac{1}{2}$$ and <strong>bold</strong></p>',
      ),
    ).toEqual([
      { kind: 'text', text: 'Speed ', bold: false },
      { kind: 'tex', source: 'v = at', display: false },
      { kind: 'text', text: ' is', bold: false },
      { kind: 'break' },
      { kind: 'tex', source: '\\frac{1}{2}', display: true },
      { kind: 'text', text: ' and ', bold: false },
      { kind: 'text', text: 'bold', bold: true },
    ]);
  });

  it('keeps MathML whole (entities decoded and re-escaped) and images with their alt text', () => {
    const html = `<p>Roots of <math><msup><mi>x</mi><mn>2</mn></msup><mo>&lt;</mo><mspace width="1em"/></math><img src="/media/${'a'.repeat(64)}" alt="graph"></p>`;
    expect(inlineContent(html)).toEqual([
      { kind: 'text', text: 'Roots of ', bold: false },
      {
        kind: 'mathml',
        source:
          '<math><msup><mi>x</mi><mn>2</mn></msup><mo>&lt;</mo><mspace width="1em"></mspace></math>',
      },
      { kind: 'image', src: `/media/${'a'.repeat(64)}`, alt: 'graph' },
    ]);
  });

  it('decodes entities in text and lists items with bullets', () => {
    expect(inlineContent('<ul><li>A &amp; B</li><li>C</li></ul>')).toEqual([
      { kind: 'text', text: '• A & B', bold: false },
      { kind: 'break' },
      { kind: 'text', text: '• C', bold: false },
    ]);
  });
});

describe('formulas as SVG (MathJax)', () => {
  it('renders LaTeX and MathML with their size and depth below the baseline', () => {
    const fraction = texToSvg('\\frac{1}{2}', false);
    expect(fraction?.svg).toMatch(/^<svg[^>]*viewBox=/);
    expect(fraction?.heightEx).toBeGreaterThan(2);
    expect(fraction?.depthEx).toBeGreaterThan(0.5);
    const square = mathmlToSvg('<math><msup><mi>x</mi><mn>2</mn></msup></math>');
    expect(square?.widthEx).toBeGreaterThan(1);
  });

  it('gives null for LaTeX that does not parse, so the source is printed instead', () => {
    expect(texToSvg('\\frac{1}{', false)).toBeNull();
  });
});
