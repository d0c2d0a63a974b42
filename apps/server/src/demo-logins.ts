import { DEMO_ADMIN, DEMO_TEACHER } from './db/seed-staff.ts';
import { DEMO_STUDENT } from './db/seed-students.ts';

/** What `npm start` prints under its address: the README's demo logins. */
export const demoLoginLines = (url: string) =>
  [
    `Demo login: ${DEMO_STUDENT.username} / ${DEMO_STUDENT.password}`,
    `Staff console: ${url}/admin  (${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}, ` +
      `${DEMO_TEACHER.email} / ${DEMO_TEACHER.password})`,
  ].join('\n') + '\n';
