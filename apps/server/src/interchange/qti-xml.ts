import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * QTI documents read in document order (item bodies are mixed HTML). QTI 3's `qti-` element names
 * become QTI 2's (qti-choice-interaction → choiceInteraction), so one reader serves both; attribute
 * names are read in either spelling by `attr`. Namespace prefixes go (m:math → math).
 */
export type XNode = Record<string, unknown>;

const camel = (name: string) => name.replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase());

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  transformTagName: (name) => (name.startsWith('qti-') ? camel(name.slice(4)) : name),
});

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  unpairedTags: ['img', 'br', 'hr'],
  suppressUnpairedNode: false,
  suppressEmptyNode: false,
});

export const parseOrdered = (xml: string) => parser.parse(xml) as XNode[];
export const serialize = (nodes: XNode[]) => (nodes.length ? (builder.build(nodes) as string) : '');

export const nameOf = (node: XNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
export const childrenOf = (node: XNode): XNode[] => {
  const value = node[nameOf(node)];
  return Array.isArray(value) ? (value as XNode[]) : [];
};
export const isText = (node: XNode) => nameOf(node) === '#text';
export const textOf = (node: XNode): string =>
  isText(node) ? String(node['#text']) : childrenOf(node).map(textOf).join('');

/** An attribute in QTI 2's camelCase or QTI 3's kebab-case spelling. */
export function attr(node: XNode, name: string): string | undefined {
  const attributes = (node[':@'] ?? {}) as Record<string, string>;
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return attributes[`@_${name}`] ?? attributes[`@_${kebab}`];
}

export function setAttr(node: XNode, name: string, value: string) {
  const attributes = (node[':@'] ?? {}) as Record<string, string>;
  attributes[`@_${name}`] = value;
  node[':@'] = attributes;
}

/** Element children named `name`, at any depth. */
export function findAll(nodes: XNode[], name: string): XNode[] {
  return nodes.flatMap((node) => [
    ...(nameOf(node) === name ? [node] : []),
    ...findAll(childrenOf(node), name),
  ]);
}

export const find = (nodes: XNode[], name: string) => findAll(nodes, name)[0];
