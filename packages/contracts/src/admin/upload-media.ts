import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';

/** Image types a question may show (no SVG: it can carry script). */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of MEDIA_MAX_BYTES, with room for padding. */
const MAX_BASE64_CHARS = Math.ceil(MEDIA_MAX_BYTES / 3) * 4;

export const ZUploadMediaRequest = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters'),
  mimeType: z.enum(MEDIA_MIME_TYPES, {
    error: 'must be image/png, image/jpeg, image/gif or image/webp',
  }),
  dataBase64: z
    .string()
    .min(1, 'must not be empty')
    .max(MAX_BASE64_CHARS, 'must be an image of at most 2 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 (without a data: prefix)'),
});
export type TUploadMediaRequest = z.infer<typeof ZUploadMediaRequest>;

export const ZUploadMediaResponse = okEnvelope(
  z.object({
    sha256: z.string(),
    path: z.string().describe('Use as <img src="{path}" alt="…">: /media/<sha256>'),
    mimeType: z.string(),
    byteSize: z.number().int(),
  }),
);
export type TUploadMediaResponse = z.infer<typeof ZUploadMediaResponse>;

export const uploadMedia = defineEndpoint({
  ...ADMIN_API.uploadMedia,
  summary:
    'Stores an image (PNG, JPEG, GIF or WebP, at most 2 MB) by the SHA-256 of its bytes. The ' +
    'bytes must be of the type named (400 otherwise). Served at /media/<sha256> with a year-long cache',
  tags: ['admin'],
  body: ZUploadMediaRequest,
  response: ZUploadMediaResponse,
});
