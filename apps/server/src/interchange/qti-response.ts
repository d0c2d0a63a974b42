import { tidyNumber } from './html.ts';
import { attr, childrenOf, find, findAll, textOf, type XNode } from './qti-xml.ts';

/** The response declaration of an interaction: its correct values and its mapping entries. */
export function responseOf(item: XNode, responseId: string) {
  const declaration = findAll(childrenOf(item), 'responseDeclaration').find(
    (d) => attr(d, 'identifier') === responseId,
  );
  const correctResponse = declaration
    ? find(childrenOf(declaration), 'correctResponse')
    : undefined;
  return {
    baseType: declaration ? attr(declaration, 'baseType') : undefined,
    correct: correctResponse
      ? findAll(childrenOf(correctResponse), 'value').map((value) => textOf(value).trim())
      : [],
    mapping: declaration ? findAll([declaration], 'mapEntry') : [],
  };
}

/** The default value of an outcome (MAXSCORE, MINSCORE), when the item declares it. */
export function outcomeDefault(item: XNode, name: string): number | undefined {
  const declared = findAll(childrenOf(item), 'outcomeDeclaration').find(
    (o) => attr(o, 'identifier') === name,
  );
  const value = declared ? find([declared], 'value') : undefined;
  return value ? Number(textOf(value)) : undefined;
}

/**
 * The accepted range of a numerical answer: the correct value widened by an `equal` tolerance in
 * the response processing, or bounded by `gte`/`lte` comparisons; else the exact value (or the
 * mapping's best-scored value when there is no correct response).
 */
export function numericRange(item: XNode, responseId: string, correct: string[], mapping: XNode[]) {
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

/**
 * The key of a string text entry (a short answer, decision 039): the correct values and the
 * mapping's full-marks entries. Case matters unless every full-marks entry says
 * caseSensitive="false" (QTI 3's default is true; a correct response is matched exactly).
 */
export function textKey(correct: string[], mapping: XNode[]) {
  const scored = mapping.map((entry) => ({
    key: (attr(entry, 'mapKey') ?? '').trim(),
    value: Number(attr(entry, 'mappedValue') ?? '0'),
    caseSensitive: attr(entry, 'caseSensitive') !== 'false',
  }));
  const best = Math.max(0, ...scored.map((entry) => entry.value).filter(Number.isFinite));
  const full = scored.filter((entry) => entry.value > 0 && entry.value === best && entry.key);
  const accepted = [...new Set([...correct.filter(Boolean), ...full.map((entry) => entry.key)])];
  if (accepted.length === 0) return null;
  const caseSensitive = full.length === 0 || full.some((entry) => entry.caseSensitive);
  return { accepted: accepted.slice(0, 20), caseSensitive };
}
