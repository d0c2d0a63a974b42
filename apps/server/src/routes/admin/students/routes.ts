import type { FastifyInstance } from 'fastify';
import { listStudents } from '@exam/contracts/admin/list-students';
import {
  createStudent,
  deactivateStudent,
  getStudent,
  reactivateStudent,
  resetStudentPassword,
  updateStudent,
} from '@exam/contracts/admin/manage-student';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import * as students from './service.ts';
import { findStudent } from './store.ts';

/** Students of the caller's scope: list, read, enrol one, edit, (de)activate, reset a password. */
export async function adminStudentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  /** A change that ends the student's sessions: the session checks cached by the process go too. */
  const endingSessions =
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const answer = await handler(...args);
      app.auth.sessionChecks.clear();
      return answer;
    };

  staffRoute(app, listStudents, students.listStudentsPage);
  staffRoute(app, getStudent, ({ ctx, input }) => findStudent(ctx.db, ctx.staff, input.params.id));
  staffRoute(app, createStudent, students.enrolStudent);
  staffRoute(app, updateStudent, students.editStudent);
  staffRoute(app, deactivateStudent, endingSessions(students.setActive(false)));
  staffRoute(app, reactivateStudent, endingSessions(students.setActive(true)));
  staffRoute(app, resetStudentPassword, endingSessions(students.resetPassword));
}
