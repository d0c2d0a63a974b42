import { z } from 'zod';

/** Where the platform serves an uploaded image: `/media/<sha256>` (GET /media/:sha256). */
export const MEDIA_PATH_PREFIX = '/media/';
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}$/;

/** Quotes, angle brackets, backslashes and spaces have no place in an address we write into a page. */
const UNSAFE_CHARACTER = /["'`<>\\\s]/;

export const IMAGE_URL_MESSAGE =
  'must be an http(s) address or an uploaded image (/media/…), without quotes or spaces';

/** An address the platform may put in an `src`: http(s), or one of its own uploaded images. */
export function isImageUrl(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value)) return false;
  if (MEDIA_PATH.test(value)) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image address a client sends: never `javascript:`, `data:` or a quote breaking out of it. */
export const ZImageUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(isImageUrl, IMAGE_URL_MESSAGE);
