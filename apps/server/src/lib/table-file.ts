import type { FastifyReply } from 'fastify';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * A CSV or XLSX file as a download, which no cache keeps (a roster, results or a template).
 * `disposition` is the content-disposition header (attachment; filename=…).
 */
export function sendTableFile(
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
