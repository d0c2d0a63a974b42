import { z } from 'zod';
import { ZId } from '../common/envelope.ts';
import { pageNumberQuery, pageSizeQuery } from '../common/paging.ts';
import { ZStaffRole } from '../questions/entities.ts';

/** A staff member as the console shows them. org-admin: instituteId null (the whole organisation). */
export const ZStaff = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  instituteId: z.number().int().nullable(),
  orgId: z.number().int(),
});
export type TStaff = z.infer<typeof ZStaff>;

/** Paging of every staff list: 1-based page, 20 rows by default. */
export const ZPageQuery = z.object({
  page: pageNumberQuery(),
  pageSize: pageSizeQuery(100, 20),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().describe('Rows matching the filters, over all pages'),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** An optional id in a query string ('' counts as not given). */
export const ZOptionalIdQuery = z.preprocess(
  (v: string | number | undefined) => (v === '' ? undefined : v),
  ZId.optional(),
);

/** An optional school class in a query string (0: not a school student); '' counts as not given. */
export const ZOptionalClassQuery = z.preprocess(
  (v: string | number | undefined) => (v === '' ? undefined : v),
  z.coerce
    .number<string | number>({ error: 'must be a class from 0 to 99' })
    .int('must be a class from 0 to 99')
    .min(0, 'must be a class from 0 to 99')
    .max(99, 'must be a class from 0 to 99')
    .optional(),
);

/** Optional search text in a query string. */
export const ZSearchText = z.string().trim().max(200, 'must be at most 200 characters').optional();

/**
 * Whether the caller may change a row: content of the caller's own institute (or, for an
 * org-admin, anything of the organisation). Teachers and institute-admins read the organisation's
 * shared content (institute null) but do not change it.
 */
export const ZEditable = z
  .boolean()
  .describe('false: shared content of the organisation, read-only for this caller');

const LANGUAGE_NAMES = { 1: 'English', 2: 'Hindi' } as const;
export const ZLanguageId = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (English) or 2 (Hindi)',
});
export const languageName = (id: 1 | 2) => LANGUAGE_NAMES[id];

export const ZOk = z.object({ ok: z.literal(true) });
