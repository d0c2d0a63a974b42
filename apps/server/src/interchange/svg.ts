import { createHash } from 'node:crypto';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { escapeAttribute } from './html.ts';
import { xmlProblem } from './xml.ts';

/*
 * An SVG diagram kept as a picture (decision 055): what it draws stays, what could run or reach
 * out goes. Only drawing elements and presentation attributes are kept (no script, no
 * foreignObject, no event handler, no animation that could set one); a link may only point inside
 * the drawing (`#id`); a style may not load anything (`url(` other than `#id`, `@import`).
 */
const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'marker',
    'pattern',
    'clipPath',
    'mask',
    'linearGradient',
    'radialGradient',
    'stop',
    'style',
    'switch',
  ].map((name) => name.toLowerCase()),
);

const ATTRIBUTES = new Set(
  [
    'id',
    'class',
    'style',
    'xmlns',
    'xmlns:xlink',
    'version',
    'viewBox',
    'preserveAspectRatio',
    'width',
    'height',
    'x',
    'y',
    'x1',
    'x2',
    'y1',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'fx',
    'fy',
    'd',
    'points',
    'transform',
    'href',
    'xlink:href',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-opacity',
    'stroke-dasharray',
    'stroke-dashoffset',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'opacity',
    'color',
    'display',
    'visibility',
    'clip-path',
    'clip-rule',
    'mask',
    'marker-start',
    'marker-mid',
    'marker-end',
    'markerWidth',
    'markerHeight',
    'markerUnits',
    'refX',
    'refY',
    'orient',
    'patternUnits',
    'patternContentUnits',
    'patternTransform',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'offset',
    'stop-color',
    'stop-opacity',
    'clipPathUnits',
    'maskUnits',
    'maskContentUnits',
    'font-family',
    'font-size',
    'font-style',
    'font-weight',
    'text-anchor',
    'dominant-baseline',
    'alignment-baseline',
    'baseline-shift',
    'letter-spacing',
    'word-spacing',
    'text-decoration',
    'writing-mode',
    'direction',
    'dx',
    'dy',
    'rotate',
    'textLength',
    'lengthAdjust',
    'startOffset',
    'vector-effect',
    'shape-rendering',
    'xml:space',
    'role',
    'aria-label',
    'aria-hidden',
  ].map((name) => name.toLowerCase()),
);

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

/** A reference to anything but a place inside the drawing, in a style or an attribute. */
const OUTSIDE_URL = /url\s*\(\s*["']?\s*(?!#)|@import|expression\s*\(|javascript:/i;

const keepAttribute = (name: string, value: string) => {
  if (!ATTRIBUTES.has(name.toLowerCase())) return false;
  if (name.toLowerCase().endsWith('href')) return /^#[\w.:-]*$/.test(value.trim());
  return !OUTSIDE_URL.test(value);
};

/** A link is unwrapped: what it draws stays, where it goes does not. */
const UNWRAPPED = new Set(['a']);

function clean(nodes: ChildNode[]): ChildNode[] {
  const unwrapped = nodes.flatMap((node) =>
    node.type === ElementType.Tag && UNWRAPPED.has((node as Element).name.toLowerCase())
      ? (node as Element).children
      : [node],
  );
  return unwrapped.filter((node) => {
    if (node.type === ElementType.Text) return true;
    if (node.type === ElementType.CDATA)
      return (node.parent as Element | null)?.name?.toLowerCase() === 'style';
    if (node.type !== ElementType.Tag) return false;
    const element = node as Element;
    if (!ELEMENTS.has(element.name.toLowerCase())) return false;
    for (const [name, value] of Object.entries(element.attribs))
      if (!keepAttribute(name, value)) delete element.attribs[name];
    if (element.name.toLowerCase() === 'style' && OUTSIDE_URL.test(DomUtils.textContent(element)))
      return false;
    element.children = clean(element.children);
    return true;
  });
}

/** The drawing with only what draws kept, or why it cannot be read as SVG. */
export function sanitizeSvg(bytes: Uint8Array): { svg: Uint8Array } | { refused: string } {
  const xml = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const problem = xmlProblem(xml);
  if (problem) return { refused: `${problem.message} (${problem.place})` };
  const document = parseDocument(xml, { xmlMode: true });
  const root = document.children.find((node) => node.type === ElementType.Tag) as
    Element | undefined;
  if (root?.name !== 'svg') return { refused: 'is not an SVG drawing (its root is not <svg>)' };
  const [kept] = clean([root]) as Element[];
  if (!kept) return { refused: 'is not an SVG drawing' };
  kept.attribs.xmlns = 'http://www.w3.org/2000/svg';
  const out = DomUtils.getOuterHTML(kept, { xmlMode: true, decodeEntities: true });
  return { svg: new TextEncoder().encode(out) };
}

const INLINE_SVG = /<svg\b[\s\S]*?<\/svg\s*>/gi;
const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

type Body = TQuestionBodyInput;

/**
 * The body with each inline `<svg>` drawing replaced by a picture `drawing-<hash>.svg`, which
 * `keep` stores (sanitised) or refuses; a refused one stays, for the content check to refuse.
 */
export function drawingsAsImages(
  body: Body,
  keep: (name: string, bytes: Uint8Array) => boolean,
): Body {
  const swap = (html: string | undefined) =>
    html?.replace(INLINE_SVG, (markup) => {
      const bytes = new TextEncoder().encode(markup);
      const name = `drawing-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.svg`;
      if (!keep(name, bytes)) return markup;
      const title = TITLE.exec(markup)?.[1]
        ?.replace(/<[^>]*>/g, '')
        .trim();
      return `<img src="${name}" alt="${escapeAttribute(title || 'diagram')}">`;
    });
  return {
    ...body,
    textEn: swap(body.textEn) ?? '',
    textHi: swap(body.textHi),
    solutionEn: swap(body.solutionEn),
    solutionHi: swap(body.solutionHi),
    ...(body.passage && {
      passage: {
        ...body.passage,
        textEn: swap(body.passage.textEn) ?? '',
        textHi: swap(body.passage.textHi),
      },
    }),
    ...(body.options && {
      options: body.options.map((option) => ({
        ...option,
        textEn: swap(option.textEn) ?? '',
        textHi: swap(option.textHi),
      })),
    }),
  };
}
