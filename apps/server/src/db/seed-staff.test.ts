import { count } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { staff } from './schema.ts';
import { DEMO_ADMIN, DEMO_TEACHER, seedDemoStaff } from './seed-staff.ts';
import { DEMO_INSTITUTE_TOKEN, DEMO_ORG_TOKEN, seedDemoStudents } from './seed-students.ts';

const demo = tenantHeaders(DEMO_ORG_TOKEN, DEMO_INSTITUTE_TOKEN);

describeEachDatabase('demo staff seed', (h) => {
  beforeAll(async () => {
    await seedDemoStudents(h.database.db);
    await seedDemoStaff(h.database.db);
    await seedDemoStaff(h.database.db);
  });

  const login = (email: string, password: string) =>
    h.app.inject({
      method: 'POST',
      url: '/v2/api/admin/auth/login',
      headers: demo,
      payload: { email, password },
    });

  it('is idempotent: two staff members after two runs', async () => {
    const [rows] = await h.database.db.select({ n: count() }).from(staff);
    expect(rows?.n).toBe(2);
  });

  it('lets the demo org-admin and teacher log in with the README credentials', async () => {
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().response.staff).toMatchObject({
      email: 'admin@demo.test',
      role: 'org-admin',
      instituteId: null,
    });
    const teacher = await login(DEMO_TEACHER.email, DEMO_TEACHER.password);
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().response.staff).toMatchObject({
      email: 'teacher@demo.test',
      role: 'teacher',
      instituteId: expect.any(Number),
    });
  });
});
