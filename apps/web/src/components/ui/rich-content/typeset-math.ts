import renderMathInElement from 'katex/contrib/auto-render';
import 'katex/dist/katex.min.css';

const DELIMITERS = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '\\(', right: '\\)', display: false },
];

/** Typesets the LaTeX in an element's text; a formula KaTeX cannot read is left as written. */
export function typesetMath(element: HTMLElement) {
  renderMathInElement(element, { delimiters: DELIMITERS, throwOnError: false });
}
