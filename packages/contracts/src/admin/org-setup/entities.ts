import { z } from 'zod';
import { ZId } from '../../common/envelope.ts';
import { ZStaffRole } from '../../questions/entities.ts';

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required', abort: true })
    .max(max, `must be at most ${max} characters`);

/** Optional text: '' and null mean none. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text(max).nullable().optional(),
  );

/** An uploaded image (POST /v2/api/admin/media answers its sha256), or none. */
export const ZLogo = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be the sha256 of an uploaded image')
    .nullable()
    .optional(),
);

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ZOrganisation = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
  logoSha256: z.string().nullable(),
  brandColour: z.string().nullable(),
  timeZone: z.string(),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrganisationInput = z.object({
  name: text(200),
  nameHi: optionalText(200),
  logoSha256: ZLogo,
  brandColour: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a5fb4')
      .transform((v) => v.toLowerCase())
      .nullable()
      .optional(),
  ),
  timeZone: z
    .string({ error: 'is required' })
    .trim()
    .max(64, 'must be at most 64 characters')
    .refine(isTimeZone, 'must be a time zone such as Asia/Kolkata'),
});
export type TOrganisationInput = z.input<typeof ZOrganisationInput>;

/** Names the student sites use: `<slug>.` in front of the base domain. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
const RESERVED_SLUGS = ['www', 'admin', 'api', 'app', 'mail', 'static', 'media', 'docs'];
export const ZSlug = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required', abort: true })
  .max(32, 'must be at most 32 characters')
  .regex(SLUG_PATTERN, 'must be lower-case letters, digits and inner hyphens, e.g. city-north')
  .refine((v) => !RESERVED_SLUGS.includes(v), 'is reserved: choose another');

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const ZHostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST_NAME, 'must be a host name such as exams.example.org');

export const ZInstitute = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
  logoSha256: z.string().nullable(),
  slug: z.string().nullable(),
  hostNames: z.array(z.string()),
  active: z.boolean(),
  orgToken: z.string().describe("The organisation's tenant token (X-Org-Token); generated"),
  instituteToken: z
    .string()
    .describe("The institute's tenant token (X-Institute-Token); generated"),
});
export type TInstitute = z.infer<typeof ZInstitute>;

export const ZInstituteInput = z.object({
  name: text(200),
  nameHi: optionalText(200),
  logoSha256: ZLogo,
  slug: ZSlug,
  hostNames: z
    .array(ZHostName)
    .max(10, 'at most 10 host names')
    .default([])
    .refine((names) => new Set(names).size === names.length, 'names a host twice'),
});
export type TInstituteInput = z.input<typeof ZInstituteInput>;

export const ZAdminCentre = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  stateName: z.string(),
  districtId: z.number().int(),
  districtName: z.string(),
  blockId: z.number().int().nullable(),
  blockName: z.string().nullable(),
});
export type TAdminCentre = z.infer<typeof ZAdminCentre>;

export const ZCentreInput = z.object({
  stateName: text(100),
  districtName: text(100),
  blockName: optionalText(100),
  name: text(200),
  key: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required', abort: true })
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, _ and -'),
});
export type TCentreInput = z.input<typeof ZCentreInput>;

export const STAFF_STATES = ['invited', 'invitation-expired', 'active', 'deactivated'] as const;
export const ZStaffState = z.enum(STAFF_STATES);
export type TStaffState = z.infer<typeof ZStaffState>;

export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  instituteId: z.number().int().nullable(),
  instituteName: z.string().nullable(),
  centreIds: z.array(z.number().int()),
  centreNames: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  state: ZStaffState,
  invitationExpiresAt: z.string().nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A role and what it covers: org-admin none; institute-admin and teacher an institute; invigilator centres too. */
export const ZStaffScope = z
  .object({
    role: ZStaffRole,
    instituteId: ZId.nullable().optional(),
    centreIds: z.array(ZId).max(200, 'at most 200 centres').default([]),
  })
  .superRefine((scope, ctx) => {
    if (scope.role !== 'org-admin' && !scope.instituteId) {
      ctx.addIssue({
        code: 'custom',
        path: ['instituteId'],
        message: 'is required: choose the institute',
      });
    }
    if (scope.role === 'invigilator' && scope.centreIds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['centreIds'],
        message: 'is required: choose at least one centre',
      });
    }
  });
export type TStaffScope = z.input<typeof ZStaffScope>;

export const ZInviteStaffInput = z.intersection(
  z.object({
    name: text(100),
    email: z
      .email({ error: 'must be an e-mail address' })
      .trim()
      .toLowerCase()
      .max(254, 'must be at most 254 characters'),
  }),
  ZStaffScope,
);
export type TInviteStaffInput = z.input<typeof ZInviteStaffInput>;

export const ZInvitationSent = z.object({
  member: ZStaffMember,
  link: z
    .string()
    .nullable()
    .describe(
      'The invitation link when e-mail is not configured (SMTP_URL); null when it was mailed',
    ),
  expiresAt: z.string(),
});
export type TInvitationSent = z.infer<typeof ZInvitationSent>;

export const ZInvitation = z.object({
  name: z.string(),
  email: z.string(),
  organisationName: z.string(),
  role: ZStaffRole,
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZLiveWindow = z.object({
  scheduleId: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.string(),
});
export type TLiveWindow = z.infer<typeof ZLiveWindow>;
