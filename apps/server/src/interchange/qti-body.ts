import { safeDecode } from './html.ts';
import {
  attr,
  childrenOf,
  findAll,
  isText,
  nameOf,
  setAttr,
  textOf,
  type XNode,
} from './qti-xml.ts';
import type { ReportBuilder } from './report.ts';

/** The interactions of QTI 2.2 (QTI 3's qti- names read as these). */
export const INTERACTIONS = new Set([
  'choiceInteraction',
  'textEntryInteraction',
  'extendedTextInteraction',
  'orderInteraction',
  'associateInteraction',
  'matchInteraction',
  'gapMatchInteraction',
  'inlineChoiceInteraction',
  'hottextInteraction',
  'hotspotInteraction',
  'selectPointInteraction',
  'graphicOrderInteraction',
  'graphicAssociateInteraction',
  'graphicGapMatchInteraction',
  'positionObjectInteraction',
  'sliderInteraction',
  'drawingInteraction',
  'uploadInteraction',
  'mediaInteraction',
  'customInteraction',
  'portableCustomInteraction',
  'endAttemptInteraction',
]);
/** Files of a package by their path inside it. */
export type Files = Map<string, Uint8Array>;

export const directoryOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** A relative reference from `base` (a file's directory) resolved to a path in the package. */
export function resolvePath(base: string, href: string): string {
  const parts = `${base}${safeDecode(href.split(/[?#]/)[0] ?? '')}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

export interface ItemContext {
  /** The item file's path in its package. */
  path: string;
  files: Files;
  /** Keywords of the item's resource in the manifest. */
  tags: string[];
}

export function collectInteractions(nodes: XNode[]): XNode[] {
  return nodes.flatMap((node) =>
    INTERACTIONS.has(nameOf(node)) ? [node] : collectInteractions(childrenOf(node)),
  );
}

/** The body without its interaction (and without a paragraph the interaction leaves empty). */
export function stripInteraction(nodes: XNode[]): XNode[] {
  return nodes.flatMap((node) => {
    if (INTERACTIONS.has(nameOf(node))) return [];
    if (isText(node)) return [node];
    const children = stripInteraction(childrenOf(node));
    const hadInteraction = collectInteractions(childrenOf(node)).length > 0;
    if (
      hadInteraction &&
      !children.map(textOf).join('').trim() &&
      findAll(children, 'img').length === 0
    )
      return [];
    return [{ ...node, [nameOf(node)]: children }];
  });
}

/** Images of the item from the package, named by their path in it; the sources rewritten to match. */
export function withImages(
  out: ReportBuilder,
  place: string,
  nodes: XNode[],
  context: ItemContext,
  images: string[],
) {
  for (const image of findAll(nodes, 'img')) {
    const src = attr(image, 'src') ?? '';
    if (/^(https?:|data:|\/media\/)/i.test(src)) continue;
    const path = resolvePath(directoryOf(context.path), src);
    const bytes = context.files.get(path);
    if (!bytes) {
      out.problem(place, `image "${src}" is not in the package`);
      continue;
    }
    if (!images.includes(path) && out.image(place, path, bytes)) images.push(path);
    setAttr(image, 'src', path);
  }
  return nodes;
}
