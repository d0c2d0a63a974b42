import type { FastifyInstance } from 'fastify';
import type { AttemptDeps } from '../attempts/service.ts';
import { staffAuthRoutes } from './auth/routes.ts';
import { adminCatalogueRoutes } from './catalogue/routes.ts';
import { mediaUploadRoutes } from './media/routes.ts';
import { questionRoutes } from './questions/routes.ts';
import { adminSetRoutes } from './sets/routes.ts';
import { adminStudentRoutes } from './students/routes.ts';
import { adminResultRoutes } from './results/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { interchangeRoutes } from './imports/routes.ts';
import { adminLiveRoutes } from './live/routes.ts';
import { studentFilterRoutes } from './students/filters.ts';
import { enrolmentRoutes } from './enrolment/routes.ts';
import { staffPasswordResetRoutes } from '../../password-reset/routes.ts';
import { adminScheduleRoutes } from './schedules/routes.ts';
import { questionStatsRoutes } from './question-stats/routes.ts';
import { adminChallengeRoutes } from './challenges/routes.ts';
import { adminSittingRoutes } from './sittings/routes.ts';
import { adminStaffRoutes } from './staff/routes.ts';
import { organisationRoutes } from './organisation/routes.ts';

/** Every staff call under /v2/api/admin (DESIGN.md §9a); each folder guards itself with requireStaff. */
export async function adminRoutes(
  app: FastifyInstance,
  deps: Omit<AttemptDeps, 'db'> & { rankCacheMs: number },
) {
  await app.register(staffAuthRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(questionRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminSetRoutes);
  await app.register(adminStudentRoutes);
  await app.register(adminResultRoutes, deps);
  await app.register(adminAuditRoutes);
  await app.register(interchangeRoutes);
  await app.register(adminLiveRoutes);
  await app.register(studentFilterRoutes);
  await app.register(enrolmentRoutes);
  await app.register(staffPasswordResetRoutes);
  await app.register(adminScheduleRoutes);
  await app.register(questionStatsRoutes);
  await app.register(adminChallengeRoutes);
  await app.register(adminSittingRoutes);
  await app.register(adminStaffRoutes);
  await app.register(organisationRoutes);
}
