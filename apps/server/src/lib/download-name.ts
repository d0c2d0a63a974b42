/** Letters, digits, dots, hyphens and underscores: safe in any file system and header. */
const asciiPart = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * The Content-Disposition of a file staff download: `<slug>-<kind>[-<name>].<extension>`, e.g.
 * `main-institute-results-CGL-Mock-1.csv`. A name with other characters (Hindi) is also given
 * whole in the UTF-8 `filename*` form (RFC 6266), which browsers prefer.
 */
export function downloadAttachment(
  slug: string,
  kind: string,
  extension: 'csv' | 'xlsx',
  name = '',
): string {
  const stem = (part: string) => [slug, kind, part].filter(Boolean).join('-');
  const ascii = `${stem(asciiPart(name))}.${extension}`;
  const whole = `${stem(name.trim())}.${extension}`;
  if (whole === ascii) return `attachment; filename="${ascii}"`;
  // RFC 5987 leaves ' ( ) * ! out of its plain characters too.
  const encoded = encodeURIComponent(whole).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
