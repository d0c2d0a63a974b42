import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a request accepts (a `;q=0` refuses one), lower case. */
function accepted(header: string | undefined) {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) names.add(name);
  }
  return names;
}

/**
 * An app page compressed for the request, as @fastify/compress does for routes (it does not see
 * the not-found handler that answers client routes). Brotli at a middle quality: a page with its
 * first data (decision 029) is compressed on every request, in well under a millisecond.
 */
export async function compressPage(html: string, acceptEncoding: string | undefined) {
  const encodings = accepted(acceptEncoding);
  if (encodings.has('br')) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (encodings.has('gzip')) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
