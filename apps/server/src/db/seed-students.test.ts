import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { login, studentCall } from '../../test/students.ts';
import { organisations, students } from './schema.ts';
import {
  DEMO_CENTRE,
  DEMO_INSTITUTE_TOKEN,
  DEMO_ORG_TOKEN,
  DEMO_SCHOOL_PROFILE,
  DEMO_SCHOOL_STUDENT,
  DEMO_SCHOOL_STUDENT_12,
  DEMO_STUDENT,
  seedDemoStudents,
} from './seed-students.ts';

const demo = tenantHeaders(DEMO_ORG_TOKEN, DEMO_INSTITUTE_TOKEN);

describeEachDatabase('demo students seed', (h) => {
  beforeAll(async () => {
    // No demo content imported: the seed creates the demo organisation itself.
    await seedDemoStudents(h.database.db);
    await seedDemoStudents(h.database.db);
  });

  it('is idempotent: one demo organisation and three students after two runs', async () => {
    const [orgs] = await h.database.db
      .select({ n: count() })
      .from(organisations)
      .where(eq(organisations.orgToken, DEMO_ORG_TOKEN));
    const [rows] = await h.database.db.select({ n: count() }).from(students);
    expect(orgs?.n).toBe(1);
    expect(rows?.n).toBe(3);
  });

  it('lets the demo aspirant log in with the README credentials; no centre', async () => {
    const { student } = await login(h, DEMO_STUDENT.username, DEMO_STUDENT.password, demo);
    expect(student).toMatchObject({
      name: 'Aarav Sharma',
      username: 'student@demo.test',
      fatherName: 'NA',
      studentClass: 0,
      centerId: null,
    });
  });

  it('gives the school students real profiles and a centre the profile page can look up', async () => {
    const priya = await login(h, DEMO_SCHOOL_STUDENT.username, DEMO_SCHOOL_STUDENT.password, demo);
    expect(priya.student).toMatchObject(DEMO_SCHOOL_PROFILE);
    const { centerId, blockId } = priya.student;
    const centre = await studentCall(
      h,
      'GET',
      `/v2/api/cbt/exam/center/get/by/centreId/${centerId}`,
      {
        tenant: demo,
        token: priya.token,
      },
    );
    expect(centre.body.response.name).toBe(DEMO_CENTRE.name);
    const block = await studentCall(
      h,
      'GET',
      `/v2/api/cbt/exam/center/block/get/by/blockId/${blockId}`,
      {
        tenant: demo,
        token: priya.token,
      },
    );
    expect(block.body.response.name).toBe('Sanganer');

    const riya = await login(
      h,
      DEMO_SCHOOL_STUDENT_12.username,
      DEMO_SCHOOL_STUDENT_12.password,
      demo,
    );
    expect(riya.student).toMatchObject({ studentClass: 12, studentSection: 'B', centerId });
  });
});
