import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { media } from '../../../db/schema.ts';
import { notFound } from '../../../lib/app-error.ts';

const ZMediaParams = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be the 64 hex digits of a SHA-256'),
});

/**
 * GET /media/:sha256: the bytes of an uploaded image. The address is the hash of the bytes, so
 * the response never changes: a year-long immutable cache, and any server process can serve it.
 * No token (an <img> cannot send one); the hash is unguessable.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: ADMIN_API.getMedia.path,
    schema: { hide: true, params: ZMediaParams },
    handler: async (request, reply) => {
      const { sha256 } = request.params;
      const etag = `"${sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        return reply.code(304).send();
      }
      const [row] = await app.db
        .select({ mimeType: media.mimeType, bytes: media.bytes })
        .from(media)
        .where(eq(media.sha256, sha256));
      if (!row) {
        reply.removeHeader('cache-control').removeHeader('etag');
        throw notFound('The image');
      }
      // An imported SVG is sanitised (decision 055); opened on its own it still may run nothing.
      if (row.mimeType === 'image/svg+xml')
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      return reply.type(row.mimeType).send(Buffer.from(row.bytes));
    },
  });
}
