import { z } from 'zod';

/** Where the platform serves an uploaded image: `/media/<sha256>` (GET /media/:sha256). */
export const MEDIA_PATH_PREFIX = '/media/';
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}$/;

/** http(s), a host, then any path, query or fragment (the characters are checked apart). */
const HTTP_URL = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#].*)?$/i;

/** Quotes, angle brackets, backslashes and spaces have no place in an address we write into a page. */
const UNSAFE_CHARACTER = /["'`<>\\\s]/;

export const IMAGE_URL_MESSAGE =
  'must be an http(s) address or an uploaded image (/media/…), without quotes or spaces';

/** An address the platform may put in an `src`: http(s), or one of its own uploaded images. */
export function isImageUrl(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value)) return false;
  return MEDIA_PATH.test(value) || HTTP_URL.test(value);
}

/** An image address a client sends: never `javascript:`, `data:` or a quote breaking out of it. */
export const ZImageUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(isImageUrl, IMAGE_URL_MESSAGE);
