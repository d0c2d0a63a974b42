import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | null;

/** The best encoding a request accepts (a `;q=0` refuses one): Brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) names.add(name);
  }
  return names.has('br') ? 'br' : names.has('gzip') ? 'gzip' : null;
}

/**
 * An app page compressed, as @fastify/compress does for routes (it does not see the not-found
 * handler that answers client routes). Brotli at a middle quality: a page with its first data
 * (decision 029) is compressed once a second at most, in well under a millisecond.
 */
export async function compressPage(html: string | Buffer, encoding: PageEncoding) {
  if (encoding === 'br') {
    return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return gzipped(html);
  return typeof html === 'string' ? Buffer.from(html) : html;
}
