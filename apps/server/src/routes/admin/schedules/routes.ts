import type { FastifyInstance } from 'fastify';
import { listSchedules, listSetSchedules } from '@exam/contracts/admin/list-schedules';
import {
  createSchedule,
  deleteSchedule,
  getReleaseCheck,
  getSchedule,
  releaseScheduleResults,
  updateSchedule,
  withdrawScheduleResults,
} from '@exam/contracts/admin/edit-schedule';
import { listScheduleAttempts, reopenAttempt } from '@exam/contracts/admin/attempt-actions';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { clockRules } from '../../attempts/clock.ts';
import { staffRoute } from '../staff-call.ts';
import * as actions from './attempt-actions.ts';
import * as read from './read.ts';
import * as release from './release.ts';
import * as write from './write.ts';

/** Exam windows of sets, and staff's reopening of attempts (issue 12); extra time is in live/. */
export async function adminScheduleRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const rules = clockRules();

  staffRoute(app, listSchedules, ({ ctx, input }) =>
    read.listSchedules(ctx.db, ctx.staff, input.query),
  );
  staffRoute(app, listSetSchedules, ({ ctx, input }) =>
    read.listOfSet(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, getSchedule, ({ ctx, input }) =>
    read.findSchedule(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, createSchedule, ({ ctx, input }) => write.createSchedule(ctx, input.body));
  staffRoute(app, updateSchedule, ({ ctx, input }) =>
    write.updateSchedule(ctx, input.params.id, input.body),
  );
  staffRoute(app, deleteSchedule, ({ ctx, input }) => write.deleteSchedule(ctx, input.params.id));
  staffRoute(app, getReleaseCheck, ({ ctx, input }) =>
    release.releaseCheck(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, releaseScheduleResults, ({ ctx, input }) =>
    release.releaseResults(ctx, input.params.id, input.body.override),
  );
  staffRoute(app, withdrawScheduleResults, ({ ctx, input }) =>
    release.withdrawResults(ctx, input.params.id),
  );
  staffRoute(app, listScheduleAttempts, ({ ctx, input }) =>
    actions.listScheduleAttempts(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, reopenAttempt, ({ ctx, input }) =>
    actions.reopenAttempt(ctx, rules, input.params.id, input.body),
  );
}
