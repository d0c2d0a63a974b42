/** LaTeX between \( \) or $$ $$ in plain text (RichContent typesets these). */
const FORMULA = /\\\([\s\S]*?\\\)|\$\$[\s\S]*?\$\$/g;

/** Where to cut a text at `max` characters without cutting a formula in two. */
function cutPoint(text: string, max: number) {
  for (const match of text.matchAll(FORMULA)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start < max && end > max) return start > 0 ? start : end;
  }
  return max;
}

/**
 * The words of an HTML text, for a one-line summary in a list (never rendered as HTML). Formulas
 * stay whole, so a list can typeset them (QuestionExcerpt).
 */
export function plainText(html: string, max = 160): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('img').forEach((img) => img.replaceWith(`[${img.alt || 'image'}]`));
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = cutPoint(text, max - 1);
  return `${text.slice(0, cut).trimEnd()}…`;
}
