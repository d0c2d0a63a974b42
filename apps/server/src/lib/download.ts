import type { FastifyReply } from 'fastify';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * A file as a download, which no cache keeps (a PDF scorecard, results, a template). Fastify sends
 * the bytes as they are (no serializer). `disposition` is the content-disposition header.
 */
export function sendDownload(
  reply: FastifyReply,
  format: keyof typeof CONTENT_TYPES,
  disposition: string,
  file: string | Uint8Array,
) {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', disposition)
    .header('cache-control', 'no-store')
    .send(file);
}
