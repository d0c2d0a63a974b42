import type { FastifyInstance } from 'fastify';
import { studentFilters } from '@exam/contracts/admin/student-filters';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import { readStudentFilters } from './filter-values.ts';

/** The filter values of the students page: the organisation's centres and places, the scope's classes. */
export async function studentFilterRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  staffRoute(app, studentFilters, ({ ctx }) => readStudentFilters(ctx.db, ctx.staff));
}
