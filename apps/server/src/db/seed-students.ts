import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import {
  blocks,
  centres,
  districts,
  institutes,
  organisations,
  states,
  students,
} from './schema.ts';

/** The demo tenant (DESIGN.md §4). */
export const DEMO_ORG_TOKEN = 'demo-org';
export const DEMO_INSTITUTE_TOKEN = 'demo-institute';

/** Demo logins: the README, the tests and the e2e specs use these, never copies of the values. */
export const DEMO_STUDENT = { username: 'student@demo.test', password: 'Demo@1234' } as const;
export const DEMO_SCHOOL_STUDENT = { username: '9876543210', password: 'School@123' } as const;
export const DEMO_SCHOOL_STUDENT_12 = {
  username: 'riya.class12@demo.test',
  password: 'School@123',
} as const;

/** The class 10 school student's profile, as the profile page shows it. */
export const DEMO_SCHOOL_PROFILE = {
  name: 'Priya Meena',
  fatherName: 'Ramesh Meena',
  motherName: 'Sunita Meena',
  studentClass: 10,
  studentSection: 'A',
  rollNo: '1001',
} as const;

export const DEMO_CENTRE = {
  key: 'gsss-sanganer',
  name: 'Government Senior Secondary School, Sanganer',
} as const;

export interface PlaceInput {
  state: { name: string; nameHi?: string };
  district: { name: string; nameHi?: string };
  block: { name: string; nameHi?: string };
}

/** The id of the row `find` reads, else of the one `insert` writes. */
async function foundOrInserted(
  what: string,
  find: () => Promise<{ id: number }[]>,
  insert: () => Promise<{ id: number }[]>,
) {
  const [found] = await find();
  const row = found ?? (await insert())[0];
  if (!row) throw new Error(`${what} was not stored`);
  return row.id;
}

/** Finds or creates a state, its district and the district's block (places are shared by all). */
export async function ensurePlace(db: Db, place: PlaceInput) {
  await db
    .insert(states)
    .values({ name: place.state.name, nameHi: place.state.nameHi ?? null })
    .onConflictDoNothing({ target: states.name });
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(eq(states.name, place.state.name));
  if (!state) throw new Error(`state ${place.state.name} was not stored`);

  const districtWhere = and(
    eq(districts.stateId, state.id),
    eq(districts.name, place.district.name),
  );
  const districtId = await foundOrInserted(
    `district ${place.district.name}`,
    () => db.select({ id: districts.id }).from(districts).where(districtWhere),
    () =>
      db
        .insert(districts)
        .values({
          stateId: state.id,
          name: place.district.name,
          nameHi: place.district.nameHi ?? null,
        })
        .returning({ id: districts.id }),
  );
  const blockWhere = and(eq(blocks.districtId, districtId), eq(blocks.name, place.block.name));
  const blockId = await foundOrInserted(
    `block ${place.block.name}`,
    () => db.select({ id: blocks.id }).from(blocks).where(blockWhere),
    () =>
      db
        .insert(blocks)
        .values({ districtId, name: place.block.name, nameHi: place.block.nameHi ?? null })
        .returning({ id: blocks.id }),
  );

  return { stateId: state.id, districtId, blockId };
}

/** Creates or updates an organisation's exam centre, matched by its key. */
export async function ensureCentre(
  db: Db,
  centre: { orgId: number; key: string; name: string; districtId: number; blockId: number | null },
) {
  const [row] = await db
    .insert(centres)
    .values(centre)
    .onConflictDoUpdate({
      target: [centres.orgId, centres.key],
      set: { name: centre.name, districtId: centre.districtId, blockId: centre.blockId },
    })
    .returning({ id: centres.id });
  if (!row) throw new Error(`centre ${centre.key} was not stored`);
  return row.id;
}

export interface StudentInput {
  orgId: number;
  instituteId: number;
  username: string;
  password: string;
  name: string;
  fatherName?: string;
  motherName?: string;
  studentClass?: number;
  studentSection?: string;
  rollNo?: string;
  centreId?: number | null;
  stateId?: number | null;
  districtId?: number | null;
  blockId?: number | null;
}

/**
 * Creates a student, or resets an existing one (same organisation and username, any case) to these
 * values and password. Returns the student's id.
 */
export async function ensureStudent(db: Db, input: StudentInput) {
  const { password, ...fields } = input;
  const values = {
    ...fields,
    passwordHash: await hashPassword(password),
    fatherName: input.fatherName ?? 'NA',
    motherName: input.motherName ?? 'NA',
    studentClass: input.studentClass ?? 0,
    studentSection: input.studentSection ?? '0',
    rollNo: input.rollNo ?? '123',
    centreId: input.centreId ?? null,
    stateId: input.stateId ?? null,
    districtId: input.districtId ?? null,
    blockId: input.blockId ?? null,
  };
  const [existing] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.orgId, input.orgId),
        eq(sql`lower(${students.username})`, input.username.toLowerCase()),
      ),
    );
  const [row] = existing
    ? await db
        .update(students)
        .set(values)
        .where(eq(students.id, existing.id))
        .returning({ id: students.id })
    : await db.insert(students).values(values).returning({ id: students.id });
  if (!row) throw new Error(`student ${input.username} was not stored`);
  return row.id;
}

/** The demo organisation and institute; created here if the demo content has not created them. */
async function ensureDemoTenant(db: Db) {
  await db
    .insert(organisations)
    .values({ orgToken: DEMO_ORG_TOKEN, name: 'Demo Coaching Institute' })
    .onConflictDoNothing({ target: organisations.orgToken });
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.orgToken, DEMO_ORG_TOKEN));
  if (!org) throw new Error('the demo organisation was not stored');
  await db
    .insert(institutes)
    .values({ orgId: org.id, instituteToken: DEMO_INSTITUTE_TOKEN, name: 'Demo Institute, Jaipur' })
    .onConflictDoNothing({ target: institutes.instituteToken });
  const [institute] = await db
    .select({ id: institutes.id, orgId: institutes.orgId })
    .from(institutes)
    .where(eq(institutes.instituteToken, DEMO_INSTITUTE_TOKEN));
  if (institute?.orgId !== org.id) {
    throw new Error(
      `${DEMO_INSTITUTE_TOKEN} belongs to another organisation than ${DEMO_ORG_TOKEN}`,
    );
  }
  return { orgId: org.id, instituteId: institute.id };
}

/**
 * The demo students (DESIGN.md §4): an aspirant without a centre, and two school students of a
 * centre in Sanganer, Jaipur. Idempotent: running it again resets them to these values.
 */
export async function seedDemoStudents(db: Db) {
  const tenant = await ensureDemoTenant(db);
  const place = await ensurePlace(db, {
    state: { name: 'Rajasthan', nameHi: 'राजस्थान' },
    district: { name: 'Jaipur', nameHi: 'जयपुर' },
    block: { name: 'Sanganer', nameHi: 'सांगानेर' },
  });
  const centreId = await ensureCentre(db, {
    orgId: tenant.orgId,
    key: DEMO_CENTRE.key,
    name: DEMO_CENTRE.name,
    districtId: place.districtId,
    blockId: place.blockId,
  });
  const school = { ...tenant, ...place, centreId };
  await ensureStudent(db, { ...tenant, ...DEMO_STUDENT, name: 'Aarav Sharma' });
  await ensureStudent(db, {
    ...school,
    ...DEMO_SCHOOL_STUDENT,
    ...DEMO_SCHOOL_PROFILE,
  });
  await ensureStudent(db, {
    ...school,
    ...DEMO_SCHOOL_STUDENT_12,
    name: 'Riya Choudhary',
    fatherName: 'Mahesh Choudhary',
    motherName: 'Kavita Choudhary',
    studentClass: 12,
    studentSection: 'B',
    rollNo: '1201',
  });
  return { students: 3 };
}
