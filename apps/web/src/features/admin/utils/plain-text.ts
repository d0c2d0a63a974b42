/** The words of an HTML text, for a one-line summary in a list (never rendered as HTML). */
export function plainText(html: string, max = 160): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('img').forEach((img) => img.replaceWith(`[${img.alt || 'image'}]`));
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
