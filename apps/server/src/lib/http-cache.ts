/** Content codings the paper is kept in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the client's highest
 * q-value among br and gzip, br on a tie; identity when neither is acceptable.
 */
export function negotiateCoding(header: string | string[] | undefined): Coding {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'identity';
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*') ?? 0;
  const br = q.get('br') ?? wildcard;
  const gzip = q.get('gzip') ?? wildcard;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

const SUFFIX: Record<Coding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** A strong ETag per representation: the same JSON compressed differently is another one. */
export const etagOf = (tag: string, coding: Coding) => `"${tag}${SUFFIX[coding]}"`;

/**
 * If-None-Match (weak comparison, RFC 9110 §13.1.2): does the client hold this JSON, in any of
 * its codings? Then 304 spares sending it again.
 */
export function holdsCurrent(header: string | string[] | undefined, tag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  return text.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    if (value === '*') return true;
    const opaque = value.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    return opaque === tag;
  });
}
