import { z } from 'zod';
import { INT4_MAX } from './integers.ts';
import { ZOtherSite } from './site.ts';

/**
 * SPEC §7 names a wrapper with statusCode, errors and response (read by the client as
 * `data.response`). Every success body of this API uses it so a client reads one shape.
 */
export const okEnvelope = <T extends z.ZodType>(response: T) =>
  z.object({
    statusCode: z.literal(200),
    status: z.literal(1),
    errors: z.array(z.string()).length(0),
    response,
  });

export const ZFieldError = z.object({
  field: z.string().describe('Where the bad value is, e.g. "body.size" or "params.id"'),
  message: z.string(),
});

/** SPEC §7 (login): an error as the student calls report it, `errorList: [{ error }]`. */
export const ZErrorListItem = z.object({ error: z.string() });

export const ZErrorResponse = z.object({
  statusCode: z.number().int(),
  status: z.literal(0),
  code: z.string().describe('Stable machine-readable error code'),
  message: z.string().describe('A sentence a person can act on'),
  errors: z.array(z.string()),
  errorList: z
    .array(ZErrorListItem)
    .optional()
    .describe('The student calls (/v2/api/cbt/student/...) repeat errors here as { error }'),
  fieldErrors: z.array(ZFieldError).optional(),
  window: z
    .object({
      opensAt: z.string(),
      closesAt: z.string(),
      timeZone: z.string(),
      releaseAt: z.string().nullable().describe('When results are released; null: by hand'),
      lobbyOpensAt: z
        .string()
        .optional()
        .describe('When candidates may enter (its lobby), if before opensAt'),
    })
    .optional()
    .describe(
      'The exam window a refusal is about (NOT_OPEN_YET, CLOSED, NO_ATTEMPTS_LEFT, RESULT_NOT_RELEASED)',
    ),
  site: ZOtherSite.optional().describe(
    "OTHER_INSTITUTE: the student's own institute and the address of its site",
  ),
  response: z.null(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ok = <T>(response: T) => ({
  statusCode: 200 as const,
  status: 1 as const,
  errors: [] as never[],
  response,
});

export const ZId = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(INT4_MAX, 'is too large');

export const ZIdParam = z.object({ id: ZId });
