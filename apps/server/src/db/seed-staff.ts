import { and, eq, sql } from 'drizzle-orm';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { institutes, organisations, staff } from './schema.ts';
import { DEMO_INSTITUTE_TOKEN, DEMO_ORG_TOKEN } from './seed-students.ts';

/** Demo staff logins (README): the tests and e2e specs use these, never copies of the values. */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Admin@1234' } as const;
export const DEMO_TEACHER = { email: 'teacher@demo.test', password: 'Teacher@1234' } as const;

export interface StaffInput {
  orgToken: string;
  /** Required for institute-admin and teacher; ignored for an org-admin. */
  instituteToken?: string;
  role: TStaffRole;
  email: string;
  password: string;
  name: string;
}

/**
 * Creates a staff member, or resets an existing one (same organisation and e-mail, any case) to
 * these values and password. Returns the staff id.
 */
export async function ensureStaff(db: Db, input: StaffInput) {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.orgToken, input.orgToken));
  if (!org) throw new Error(`no organisation ${input.orgToken}`);
  let instituteId: number | null = null;
  if (input.role !== 'org-admin') {
    const [institute] = await db
      .select({ id: institutes.id })
      .from(institutes)
      .where(
        and(
          eq(institutes.orgId, org.id),
          eq(institutes.instituteToken, input.instituteToken ?? ''),
        ),
      );
    if (!institute) throw new Error(`no institute ${input.instituteToken} in ${input.orgToken}`);
    instituteId = institute.id;
  }
  const values = {
    orgId: org.id,
    instituteId,
    role: input.role,
    email: input.email.toLowerCase(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    active: true,
  };
  const [existing] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.orgId, org.id), eq(sql`lower(${staff.email})`, values.email)));
  const [row] = existing
    ? await db
        .update(staff)
        .set(values)
        .where(eq(staff.id, existing.id))
        .returning({ id: staff.id })
    : await db.insert(staff).values(values).returning({ id: staff.id });
  if (!row) throw new Error(`staff ${input.email} was not stored`);
  return row.id;
}

/** The demo staff: an org-admin of the demo organisation and a teacher of the demo institute. */
export async function seedDemoStaff(db: Db) {
  await ensureStaff(db, {
    orgToken: DEMO_ORG_TOKEN,
    role: 'org-admin',
    name: 'Demo Administrator',
    ...DEMO_ADMIN,
  });
  await ensureStaff(db, {
    orgToken: DEMO_ORG_TOKEN,
    instituteToken: DEMO_INSTITUTE_TOKEN,
    role: 'teacher',
    name: 'Demo Teacher',
    ...DEMO_TEACHER,
  });
}
