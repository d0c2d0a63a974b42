/** Plain text (GIFT, Aiken) as HTML text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

const IMG_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])(.*?)\2/gi;

/** Every `<img src>` of an HTML text through `rewrite` (which returns the new source). */
export function rewriteImageSources(html: string, rewrite: (src: string) => string): string {
  return html.replace(
    IMG_SRC,
    (_all, head: string, quote: string, src: string) => `${head}${quote}${rewrite(src)}${quote}`,
  );
}

/** The sources of the images of an HTML text. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((match) => match[3] ?? '');
}

/** Images need a text alternative (DESIGN.md): one missing gets the picture's file name. */
export function ensureImageAlt(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    if (/\balt\s*=/i.test(tag)) return tag;
    const src = /\bsrc\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? '';
    const name = safeDecode(src.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
    return tag.replace(/^<img\b/i, `<img alt="${escapeAttribute(name || 'image')}"`);
  });
}

/** Rounds away binary noise (3.14 - 0.01 = 3.1300000000000003) for numeric answers. */
export const tidyNumber = (value: number) => Number(value.toPrecision(12));

/** A URL-encoded name decoded, or left as it is when it is not valid encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
