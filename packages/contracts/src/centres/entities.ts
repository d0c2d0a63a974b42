import { z } from 'zod';

/**
 * The id of a centre or block to look up. Any whole number is accepted, so SPEC's placeholder
 * centre 99999999999 answers 404 'not found' rather than a 400 about its size.
 */
export const ZLookupIdParam = z.object({
  id: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(Number.MAX_SAFE_INTEGER, 'is too large'),
});

/** SPEC §3 Centre. */
export const ZCentre = z.object({
  name: z.string(),
  districtId: z.number().int(),
});
export type TCentre = z.infer<typeof ZCentre>;

export const ZBlock = z.object({
  blockId: z.number().int(),
  name: z.string(),
  districtId: z.number().int(),
});
export type TBlock = z.infer<typeof ZBlock>;
