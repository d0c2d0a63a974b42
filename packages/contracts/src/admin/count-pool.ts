import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZPoolRule } from './set-entities.ts';

/** The pooled sections of a set being built, and the bank questions it lists elsewhere. */
export const ZCountPoolRequest = z.object({
  sections: z
    .array(z.array(ZPoolRule).max(20).nullable())
    .max(20)
    .describe("Each section's rules in order; null: a section of listed questions"),
  listed: z
    .array(ZId)
    .max(10_000)
    .default([])
    .describe('Bank questions listed in the set: no pool draws them'),
});
export type TCountPoolRequest = z.input<typeof ZCountPoolRequest>;

export const ZCountPoolResponse = okEnvelope(
  z.object({
    sections: z
      .array(z.array(z.number().int()).nullable())
      .describe('Per section, per rule: how many bank questions the rule can draw from'),
  }),
);
export type TCountPoolResponse = z.infer<typeof ZCountPoolResponse>;

export const countPool = defineEndpoint({
  ...ADMIN_API.countPool,
  summary:
    "How many of the caller's bank questions each pool rule can draw from (decision 057): a " +
    'question goes to the first rule it matches; retired questions and those listed are left out',
  tags: ['admin'],
  body: ZCountPoolRequest,
  response: ZCountPoolResponse,
});
