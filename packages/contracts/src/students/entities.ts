import { z } from 'zod';

/** A 10-digit Indian mobile number: the first digit is 6, 7, 8 or 9. */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
const ZEmail = z.email();

/**
 * The one spelling of a username: e-mails in lower case; mobile numbers as 10 digits, without
 * spaces, dashes or a +91 / 0 prefix. Registration and login both use it, so '+91 98765-43210'
 * logs into the account registered as '9876543210'.
 */
export function normaliseUsername(raw: string): string {
  const text = raw.trim();
  if (text.includes('@')) return text.toLowerCase();
  const mobile = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(text.replace(/[\s-]/g, ''));
  return mobile?.[1] ?? text;
}

export const isUsername = (username: string) =>
  MOBILE_NUMBER.test(username) || ZEmail.safeParse(username).success;

/** zod's message for a missing field or a field of the wrong type. */
export const required =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? `is required: ${what}` : 'must be text';

export const ZStudentName = z
  .string({ error: required('enter your name') })
  .trim()
  .min(1, { error: 'is required: enter your name', abort: true })
  .max(100, 'must be at most 100 characters');

/** A username as registered: an e-mail address or a 10-digit mobile number, normalised. */
export const ZUsername = z
  .string({ error: required('enter your e-mail address or mobile number') })
  .transform(normaliseUsername)
  .pipe(
    z
      .string()
      .min(1, { error: 'is required: enter your e-mail address or mobile number', abort: true })
      .max(254, { error: 'must be at most 254 characters', abort: true })
      .refine(
        isUsername,
        'must be an e-mail address or a 10-digit mobile number starting with 6, 7, 8 or 9',
      ),
  )
  .describe('An e-mail address (stored in lower case) or a 10-digit Indian mobile number');

/** A password being chosen: 8–72 characters with at least one letter and one digit. */
export const ZNewPassword = z
  .string({ error: required('choose a password') })
  .min(1, { error: 'is required: choose a password', abort: true })
  .min(8, 'must be at least 8 characters')
  .max(72, 'must be at most 72 characters')
  .refine(
    (password) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password),
    'must contain at least one letter and one digit',
  );

/** A password being checked (login, current password): any non-empty text. */
export const ZGivenPassword = (what: string) =>
  z
    .string({ error: required(what) })
    .min(1, { error: `is required: ${what}`, abort: true })
    .max(1000, 'must be at most 1000 characters');

/** SPEC §3 Student: what the client stores as studentDetails and the profile page shows. */
export const ZStudentDetails = z.object({
  studentId: z.number().int(),
  orgId: z.number().int(),
  instituteId: z.number().int(),
  name: z.string(),
  username: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  studentClass: z.number().int().describe('0 when not a school student'),
  studentSection: z.string(),
  rollNo: z.string(),
  centerId: z.number().int().nullable().describe('The exam centre; null when none'),
  stateId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  blockId: z.number().int().nullable(),
});
export type TStudentDetails = z.infer<typeof ZStudentDetails>;
