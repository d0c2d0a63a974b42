import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize.ts';

const hash = 'ab'.repeat(32);

describe('sanitizeContentHtml', () => {
  it('keeps presentation MathML and its annotation, dropping event handlers', () => {
    const html =
      '<p>Solve <math display="block" xmlns="http://www.w3.org/1998/Math/MathML"><semantics>' +
      '<mrow><msup><mi>x</mi><mn>2</mn></msup><mo onclick="steal()">+</mo>' +
      '<mfrac><mn>1</mn><msqrt><mn>2</mn></msqrt></mfrac></mrow>' +
      '<annotation encoding="application/x-tex">x^2+\\frac{1}{\\sqrt2}</annotation>' +
      '</semantics></math></p>';
    const clean = sanitizeContentHtml(html);
    expect(clean).toContain('<math display="block" xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(clean).toContain('<msup><mi>x</mi><mn>2</mn></msup><mo>+</mo>');
    expect(clean).toContain('<mfrac><mn>1</mn><msqrt><mn>2</mn></msqrt></mfrac>');
    expect(clean).toContain('<annotation encoding="application/x-tex">');
    expect(clean).not.toContain('onclick');
  });

  it('keeps images from the media table, https and data:image, and drops any other', () => {
    const clean = sanitizeContentHtml(
      `<img src="/media/${hash}" alt="circuit">` +
        '<img src="/media/abc" alt="short hash">' +
        '<img src="javascript:alert(1)" alt="script">' +
        '<img src="https://cdn.example.org/a.png" alt="remote">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">' +
        '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="html">' +
        '<img src="//evil.example/a.png" alt="protocol-relative">' +
        '<img alt="no source"><script>alert(1)</script>',
    );
    expect(clean).toBe(
      `<img src="/media/${hash}" alt="circuit" />` +
        '<img src="https://cdn.example.org/a.png" alt="remote" />' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline" />',
    );
  });

  it('leaves LaTeX delimiters in text as they are', () => {
    expect(sanitizeContentHtml('<p>\\(E = mc^2\\) and $$\\int_0^1 x\\,dx$$</p>')).toBe(
      '<p>\\(E = mc^2\\) and $$\\int_0^1 x\\,dx$$</p>',
    );
  });
});
