import { z } from 'zod';

/**
 * The institute a student site (a host name) serves, as the server writes it into the page
 * (`<script id="site" type="application/json">`): its tenant tokens, which the app sends as
 * X-Org-Token and X-Institute-Token, and its branding.
 */
export const ZSite = z.object({
  orgToken: z.string().min(1).max(200),
  instituteToken: z.string().min(1).max(200),
  name: z.string(),
  nameHi: z.string().nullable(),
  /** /media/<sha256> of the institute's logo, else the organisation's; null: none. */
  logoUrl: z.string().nullable(),
  /** The organisation's brand colour, #rrggbb; null: the default. */
  brandColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
});
export type TSite = z.infer<typeof ZSite>;

export { SITE_ELEMENT_ID } from './site-element.ts';

/** Where a student of another institute logs in (OTHER_INSTITUTE). */
export const ZOtherSite = z.object({
  name: z.string(),
  nameHi: z.string().nullable(),
  /** The institute's own site, e.g. https://b.exams.example.org; null: it has no address yet. */
  url: z.string().nullable(),
});
export type TOtherSite = z.infer<typeof ZOtherSite>;
