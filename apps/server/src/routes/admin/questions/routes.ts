import type { FastifyInstance } from 'fastify';
import { createQuestion } from '@exam/contracts/admin/create-question';
import { duplicateQuestion } from '@exam/contracts/admin/duplicate-question';
import { getQuestion } from '@exam/contracts/admin/get-question';
import { listQuestions } from '@exam/contracts/admin/list-questions';
import { restoreQuestion } from '@exam/contracts/admin/restore-question';
import { retireQuestion } from '@exam/contracts/admin/retire-question';
import { updateQuestion } from '@exam/contracts/admin/update-question';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { actorOf } from '../scope.ts';
import * as read from './read.ts';
import * as write from './write.ts';

/** The question bank: every staff role writes its institute's questions (org-admin: shared ones). */
export async function questionRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const { db } = app;
  route(app, listQuestions, async ({ staff, query }) =>
    ok(await read.listQuestions(db, staff, query)),
  );
  route(app, getQuestion, async ({ staff, params }) =>
    ok(await read.getQuestion(db, staff, params.id)),
  );
  route(app, createQuestion, async (request) =>
    ok(await write.createQuestion(db, request.staff, actorOf(request), request.body)),
  );
  route(app, updateQuestion, async (request) =>
    ok(
      await write.updateQuestion(
        db,
        request.staff,
        actorOf(request),
        request.params.id,
        request.body,
      ),
    ),
  );
  route(app, duplicateQuestion, async (request) =>
    ok(await write.duplicateQuestion(db, request.staff, actorOf(request), request.params.id)),
  );
  route(app, retireQuestion, async (request) =>
    ok(await write.setRetired(db, request.staff, actorOf(request), request.params.id, true)),
  );
  route(app, restoreQuestion, async (request) =>
    ok(await write.setRetired(db, request.staff, actorOf(request), request.params.id, false)),
  );
}
