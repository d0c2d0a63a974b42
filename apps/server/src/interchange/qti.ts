import { unzipSync } from 'fflate';
import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { ensureImageAlt, safeDecode, tidyNumber } from './html.ts';
import { splitLanguages } from './languages.ts';
import {
  attr,
  childrenOf,
  find,
  findAll,
  isText,
  nameOf,
  parseOrdered,
  serialize,
  setAttr,
  textOf,
  type XNode,
} from './qti-xml.ts';
import { ReportBuilder, uniqueTags, type ParsedImport } from './report.ts';
import { decodeText, xmlProblem } from './xml.ts';

const INTERACTIONS = new Set([
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
const MAX_PACKAGE_BYTES = 100 * 1024 * 1024;

/** Files of a package by their path inside it. */
type Files = Map<string, Uint8Array>;

const directoryOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** A relative reference from `base` (a file's directory) resolved to a path in the package. */
function resolvePath(base: string, href: string): string {
  const parts = `${base}${safeDecode(href.split(/[?#]/)[0] ?? '')}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

/** Reads an IMS QTI 2.1/2.2/3.0 content package (a zip with imsmanifest.xml). */
export function parseQtiPackage(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'qti');
  let files: Files;
  try {
    let total = 0;
    const entries = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_PACKAGE_BYTES) throw new Error('it unpacks to more than 100 MB');
        return !file.name.endsWith('/');
      },
    });
    files = new Map(Object.entries(entries));
  } catch (error) {
    out.error('file', `is not a readable zip package: ${(error as Error).message}`);
    return out.done();
  }
  const manifestPath = [...files.keys()]
    .filter((path) => path === 'imsmanifest.xml' || path.endsWith('/imsmanifest.xml'))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestPath) {
    out.error('file', 'is not a QTI content package: it has no imsmanifest.xml');
    return out.done();
  }
  const manifestXml = decodeText(files.get(manifestPath) ?? new Uint8Array());
  const problem = xmlProblem(manifestXml);
  if (problem) {
    out.error(`imsmanifest.xml ${problem.place}`, problem.message);
    return out.done();
  }
  const resources = findAll(parseOrdered(manifestXml), 'resource').filter((resource) =>
    /item/i.test(attr(resource, 'type') ?? ''),
  );
  if (resources.length === 0) out.error('imsmanifest.xml', 'lists no QTI item resources');
  for (const resource of resources) {
    const href = attr(resource, 'href') ?? '';
    const path = resolvePath(directoryOf(manifestPath), href);
    const itemBytes = files.get(path);
    if (!itemBytes) {
      out.error(
        `resource ${attr(resource, 'identifier') ?? href}`,
        `file "${href}" is not in the package`,
      );
      continue;
    }
    const keywords = findAll([resource], 'keyword').map((keyword) => textOf(keyword).trim());
    readItem(out, decodeText(itemBytes), { path, files, tags: keywords });
  }
  return out.done();
}

/** Reads one QTI item file on its own (its images cannot come with it). */
export function parseQtiItem(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'qti');
  readItem(out, decodeText(bytes), { path: fileName, files: new Map(), tags: [] });
  return out.done();
}

interface ItemContext {
  path: string;
  files: Files;
  tags: string[];
}

function readItem(out: ReportBuilder, xml: string, context: ItemContext) {
  const problem = xmlProblem(xml);
  if (problem) {
    out.error(`${context.path} ${problem.place}`, problem.message);
    return;
  }
  const item = find(parseOrdered(xml), 'assessmentItem');
  if (!item) {
    out.error(context.path, 'is not a QTI assessment item');
    return;
  }
  const identifier = attr(item, 'identifier') ?? context.path;
  const title = attr(item, 'title');
  const place = title ? `item ${identifier} (${title})` : `item ${identifier}`;
  const body = find(childrenOf(item), 'itemBody');
  if (!body) {
    out.error(place, 'has no item body');
    return;
  }
  const found = collectInteractions(childrenOf(body));
  if (found.length !== 1) {
    out.skip(
      place,
      found.length === 0
        ? 'the item has no interaction to answer'
        : `the item has ${found.length} interactions; a question has one`,
      found.map(nameOf).join(', ') || null,
    );
    return;
  }
  const interaction = found[0] as XNode;
  const kind = nameOf(interaction);
  if (kind !== 'choiceInteraction' && kind !== 'textEntryInteraction') {
    out.skip(place, `${kind} is not a question type of the platform`, kind);
    return;
  }
  const images: string[] = [];
  const html = (nodes: XNode[]) =>
    ensureImageAlt(serialize(withImages(out, place, nodes, context, images)))
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  const prompt = find(childrenOf(interaction), 'prompt');
  const stem = splitLanguages(
    html(stripInteraction(childrenOf(body))) + (prompt ? html(childrenOf(prompt)) : ''),
  );
  // QTI 3 wraps the feedback in qti-content-body.
  const solutionNodes = findAll(childrenOf(item), 'modalFeedback')
    .flatMap(childrenOf)
    .flatMap((node) => (nameOf(node) === 'contentBody' ? childrenOf(node) : [node]));
  const solution = splitLanguages(html(solutionNodes));
  const responseId = attr(interaction, 'responseIdentifier') ?? 'RESPONSE';
  const declaration = findAll(childrenOf(item), 'responseDeclaration').find(
    (d) => attr(d, 'identifier') === responseId,
  );
  const correctResponse = declaration
    ? find(childrenOf(declaration), 'correctResponse')
    : undefined;
  const correctValues = correctResponse
    ? findAll(childrenOf(correctResponse), 'value').map((value) => textOf(value).trim())
    : [];
  const mapping = declaration ? findAll([declaration], 'mapEntry') : [];
  const outcome = (name: string) => {
    const declared = findAll(childrenOf(item), 'outcomeDeclaration').find(
      (o) => attr(o, 'identifier') === name,
    );
    const value = declared ? find([declared], 'value') : undefined;
    return value ? Number(textOf(value)) : undefined;
  };
  const maxScore = outcome('MAXSCORE');
  const minScore = outcome('MINSCORE');
  const common: TQuestionBodyInput = {
    textEn: stem.en,
    textHi: stem.hi,
    solutionEn: solution.en || undefined,
    solutionHi: solution.hi,
    marks: maxScore && maxScore > 0 ? maxScore : undefined,
    negativeMark: minScore !== undefined && minScore < 0 ? -minScore : undefined,
    tags: uniqueTags(context.tags),
  };
  const source = { place, key: identifier, category: null, images };

  if (kind === 'textEntryInteraction') {
    const baseType = declaration ? attr(declaration, 'baseType') : undefined;
    if (baseType !== 'float' && baseType !== 'integer') {
      out.skip(place, `a typed answer of base type ${baseType ?? '(none)'} is not a number`, kind);
      return;
    }
    const range = numericRange(item, responseId, correctValues, mapping);
    if (!range) {
      out.error(place, 'the numerical answer has no correct value (correctResponse or mapping)');
      return;
    }
    out.add(source, { ...common, type: 'numerical', numeric: range });
    return;
  }
  const choices = findAll(childrenOf(interaction), 'simpleChoice');
  const mapped = new Map(
    mapping.map((entry) => [
      attr(entry, 'mapKey') ?? '',
      Number(attr(entry, 'mappedValue') ?? '0'),
    ]),
  );
  const isCorrect = (id: string) =>
    correctValues.length > 0 ? correctValues.includes(id) : (mapped.get(id) ?? 0) > 0;
  const options = choices.map((choice) => {
    const text = splitLanguages(html(childrenOf(choice)));
    return {
      textEn: text.en,
      textHi: text.hi,
      correct: isCorrect(attr(choice, 'identifier') ?? ''),
    };
  });
  const ids = choices.map((choice) => (attr(choice, 'identifier') ?? '').toUpperCase());
  const maxChoices = Number(attr(interaction, 'maxChoices') ?? '1');
  if (maxChoices === 1 && ids.length === 2 && ids[0] === 'TRUE' && ids[1] === 'FALSE') {
    out.add(source, { ...common, type: 'true-false', options });
    return;
  }
  if (maxChoices === 1) {
    out.add(source, { ...common, type: 'single', options });
    return;
  }
  // A mapping giving marks to several right choices is partial credit.
  const partial = [...mapped.values()].filter((value) => value > 0).length > 1;
  out.add(source, {
    ...common,
    type: 'multiple',
    markingRule: partial ? 'jee-partial' : undefined,
    options,
  });
}

function collectInteractions(nodes: XNode[]): XNode[] {
  return nodes.flatMap((node) =>
    INTERACTIONS.has(nameOf(node)) ? [node] : collectInteractions(childrenOf(node)),
  );
}

/** The body without its interaction (and without a paragraph the interaction leaves empty). */
function stripInteraction(nodes: XNode[]): XNode[] {
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
function withImages(
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
      out.error(place, `image "${src}" is not in the package`);
      continue;
    }
    if (!images.includes(path) && out.image(place, path, bytes)) images.push(path);
    setAttr(image, 'src', path);
  }
  return nodes;
}

/**
 * The accepted range of a numerical answer: the correct value widened by an `equal` tolerance in
 * the response processing, or bounded by `gte`/`lte` comparisons; else the exact value (or the
 * mapping's best-scored value when there is no correct response).
 */
function numericRange(item: XNode, responseId: string, correct: string[], mapping: XNode[]) {
  const processing = find(childrenOf(item), 'responseProcessing');
  const nodes = processing ? [processing] : [];
  const bound = (name: string) => {
    const comparison = findAll(nodes, name).find((node) =>
      findAll(childrenOf(node), 'variable').some((v) => attr(v, 'identifier') === responseId),
    );
    const base = comparison ? find(childrenOf(comparison), 'baseValue') : undefined;
    return base ? Number(textOf(base)) : undefined;
  };
  const min = bound('gte');
  const max = bound('lte');
  if (min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max))
    return { min, max };
  const best = [...mapping].sort(
    (a, b) => Number(attr(b, 'mappedValue') ?? 0) - Number(attr(a, 'mappedValue') ?? 0),
  )[0];
  const valueText = correct[0] ?? (best ? attr(best, 'mapKey') : undefined);
  const value = Number(valueText);
  if (valueText === undefined || !Number.isFinite(value)) return null;
  const equal = findAll(nodes, 'equal').find((node) => attr(node, 'toleranceMode'));
  const mode = equal ? attr(equal, 'toleranceMode') : 'exact';
  const [below = 0, above = below] = (equal ? (attr(equal, 'tolerance') ?? '0') : '0')
    .trim()
    .split(/\s+/)
    .map(Number);
  if (mode === 'absolute')
    return { min: tidyNumber(value - below), max: tidyNumber(value + above) };
  if (mode === 'relative') {
    const low = tidyNumber(value * (1 - below / 100));
    const high = tidyNumber(value * (1 + above / 100));
    return { min: Math.min(low, high), max: Math.max(low, high) };
  }
  return { min: value, max: value };
}
