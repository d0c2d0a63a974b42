import type { TImportItem } from '@exam/contracts/interchange/import-report';

/** The plain words of an HTML text, for a table cell (parsed inert: nothing runs, nothing loads). */
export function plainText(html: string, max = 140): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The answer of an item as a person reads it: "B", "A, C", "3.13 … 3.15" or "Delhi / New Delhi". */
export function answerOf(item: TImportItem): string {
  const { body } = item;
  if (body.type === 'numerical') {
    const range = body.numeric;
    if (!range) return '';
    return range.min === range.max ? String(range.min) : `${range.min} … ${range.max}`;
  }
  if (body.type === 'short-answer') return (body.shortAnswer?.accepted ?? []).join(' / ');
  return body.options
    .map((option, i) => (option.correct ? String.fromCharCode(65 + i) : null))
    .filter(Boolean)
    .join(', ');
}
