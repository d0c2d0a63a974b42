/**
 * Hindi in formats that have one text per field (Moodle XML, QTI): both languages in the one field,
 * each in an element marked `class="multilang"` with its language — Moodle's own multilang filter
 * convention (`<span lang="hi" class="multilang">`), and `<div xml:lang="hi" class="multilang">` in
 * QTI's XHTML. docs/decisions/016-question-interchange.md.
 */

export interface Bilingual {
  en: string;
  hi?: string;
}

export type MultilangStyle = 'moodle' | 'qti';

/**
 * One field holding both texts; English alone stays as it is unless `always` (QTI's item body
 * takes blocks, not bare text, so its English is wrapped too).
 */
export function joinLanguages(
  en: string,
  hi: string | undefined,
  style: MultilangStyle,
  always = false,
): string {
  if (!hi?.trim() && !always) return en;
  const part = (lang: string, html: string) =>
    style === 'moodle'
      ? `<span lang="${lang}" class="multilang">${html}</span>`
      : `<div xml:lang="${lang}" class="multilang">${html}</div>`;
  return part('en', en) + (hi?.trim() ? part('hi', hi) : '');
}

const OPEN_MULTILANG =
  /<(span|div)\b([^>]*\bclass\s*=\s*["'][^"']*\bmultilang\b[^"']*["'][^>]*)>/gi;
const LANG_ATTRIBUTE = /\b(?:xml:)?lang\s*=\s*["']([a-z-]+)["']/i;

/** The end of the element opened just before `from`: counts nested elements of the same name. */
function closingIndex(html: string, tag: string, from: number): { start: number; end: number } {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[0].endsWith('/>')) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start: match.index, end: match.index + match[0].length };
  }
  return { start: html.length, end: html.length };
}

/**
 * The English and Hindi texts of a field written by joinLanguages (or by Moodle's multilang
 * filter). A field without language parts is English.
 */
export function splitLanguages(html: string): Bilingual {
  const parts = new Map<string, string>();
  OPEN_MULTILANG.lastIndex = 0;
  for (let open = OPEN_MULTILANG.exec(html); open; open = OPEN_MULTILANG.exec(html)) {
    const tag = open[1] ?? 'span';
    const lang = LANG_ATTRIBUTE.exec(open[2] ?? '')?.[1]?.toLowerCase();
    const contentStart = open.index + open[0].length;
    const close = closingIndex(html, tag, contentStart);
    if (lang && !parts.has(lang)) parts.set(lang, html.slice(contentStart, close.start).trim());
    OPEN_MULTILANG.lastIndex = close.end;
  }
  if (parts.size === 0) return { en: html.trim() };
  const hi = parts.get('hi');
  const en = parts.get('en') ?? [...parts.entries()].find(([lang]) => lang !== 'hi')?.[1] ?? '';
  return hi === undefined ? { en } : { en, hi };
}
