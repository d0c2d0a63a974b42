import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { MathML } from 'mathjax-full/js/input/mathml.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

/** A formula as SVG, with its size in ex (MathJax's unit: half an em here) and its depth. */
export interface MathSvg {
  svg: string;
  widthEx: number;
  heightEx: number;
  /** How far the formula reaches below the text's baseline, in ex. */
  depthEx: number;
}

/** MathJax is set up once per process, on first use: a scorecard without formulas never pays. */
let converters:
  | { tex: (source: string, display: boolean) => MathSvg; mathml: (source: string) => MathSvg }
  | undefined;

function setUp() {
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  // Paths inline (no shared glyph cache): the PDF renderer places each <svg> on its own.
  const texDocument = mathjax.document('', {
    InputJax: new TeX({ packages: AllPackages.filter((name) => name !== 'bussproofs') }),
    OutputJax: new SVG({ fontCache: 'none' }),
  });
  const mathmlDocument = mathjax.document('', {
    InputJax: new MathML(),
    OutputJax: new SVG({ fontCache: 'none' }),
  });
  const toSvg = (node: unknown): MathSvg => {
    const container = node as Parameters<typeof adaptor.firstChild>[0];
    const svgNode = adaptor.firstChild(container) as Parameters<typeof adaptor.getAttribute>[0];
    const ex = (value: string | null | undefined) => Number.parseFloat(value ?? '') || 0;
    const style = adaptor.getAttribute(svgNode, 'style') ?? '';
    const align = /vertical-align:\s*(-?[\d.]+)ex/.exec(style);
    return {
      svg: adaptor.outerHTML(svgNode as never),
      widthEx: ex(adaptor.getAttribute(svgNode, 'width')),
      heightEx: ex(adaptor.getAttribute(svgNode, 'height')),
      depthEx: align ? -Number.parseFloat(align[1] ?? '0') : 0,
    };
  };
  const sizes = { em: 16, ex: 8, containerWidth: 80 * 16 };
  return {
    tex: (source: string, display: boolean) =>
      toSvg(texDocument.convert(source, { display, ...sizes })),
    mathml: (source: string) => toSvg(mathmlDocument.convert(source, sizes)),
  };
}

/** LaTeX (without its \( \) or $$ $$) as SVG; null when it does not parse. */
export function texToSvg(source: string, display: boolean): MathSvg | null {
  converters ??= setUp();
  try {
    const math = converters.tex(source, display);
    // MathJax renders a TeX error as an <merror> box: the source text is more useful in print.
    return math.svg.includes('data-mjx-error') ? null : math;
  } catch {
    return null;
  }
}

/** A <math> element's MathML as SVG; null when it does not parse. */
export function mathmlToSvg(source: string): MathSvg | null {
  converters ??= setUp();
  try {
    return converters.mathml(source);
  } catch {
    return null;
  }
}
