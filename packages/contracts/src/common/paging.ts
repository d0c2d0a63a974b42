import { z } from 'zod';

/** A list's 1-based page number, as its query string gives it. */
export const pageNumberQuery = () =>
  z.coerce
    .number<string | number>({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1);

/** A list's rows a page, as its query string gives it: 1 to `max`, `byDefault` when left out. */
export const pageSizeQuery = (max: number, byDefault: number) =>
  z.coerce
    .number<string | number>({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, `must be at most ${max}`)
    .default(byDefault);
