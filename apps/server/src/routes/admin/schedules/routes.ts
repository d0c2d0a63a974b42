import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { listSchedules, listSetSchedules } from '@exam/contracts/admin/list-schedules';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  releaseScheduleResults,
  updateSchedule,
} from '@exam/contracts/admin/edit-schedule';
import {
  grantExtraTime,
  listScheduleAttempts,
  reopenAttempt,
} from '@exam/contracts/admin/attempt-actions';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { clockRules } from '../../attempts/clock.ts';
import { actorOf } from '../scope.ts';
import * as actions from './attempt-actions.ts';
import * as read from './read.ts';
import * as write from './write.ts';

/** Exam windows of sets, and staff's extra time and reopening of attempts (issue 12). */
export async function adminScheduleRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const { db } = app;
  const rules = clockRules();

  route(app, listSchedules, async ({ staff, query }) =>
    ok(await read.listSchedules(db, staff, query)),
  );
  route(app, listSetSchedules, async ({ staff, params }) =>
    ok(await read.listOfSet(db, staff, params.id)),
  );
  route(app, getSchedule, async ({ staff, params }) =>
    ok(await read.findSchedule(db, staff, params.id)),
  );
  route(app, createSchedule, async (request) =>
    ok(await write.createSchedule(db, request.staff, actorOf(request), request.body)),
  );
  route(app, updateSchedule, async (request) =>
    ok(
      await write.updateSchedule(
        db,
        request.staff,
        actorOf(request),
        request.params.id,
        request.body,
      ),
    ),
  );
  route(app, deleteSchedule, async (request) =>
    ok(await write.deleteSchedule(db, request.staff, actorOf(request), request.params.id)),
  );
  route(app, releaseScheduleResults, async (request) =>
    ok(await write.releaseResults(db, request.staff, actorOf(request), request.params.id)),
  );
  route(app, listScheduleAttempts, async ({ staff, params }) =>
    ok(await actions.listScheduleAttempts(db, staff, params.id)),
  );
  route(app, grantExtraTime, async (request) =>
    ok(
      await actions.grantExtraTime(
        db,
        request.staff,
        actorOf(request),
        rules,
        request.params.id,
        request.body,
      ),
    ),
  );
  route(app, reopenAttempt, async (request) =>
    ok(
      await actions.reopenAttempt(
        db,
        request.staff,
        actorOf(request),
        rules,
        request.params.id,
        request.body,
      ),
    ),
  );
}
