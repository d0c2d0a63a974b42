import type { FastifyInstance } from 'fastify';
import { createQuestion } from '@exam/contracts/admin/create-question';
import { duplicateQuestion } from '@exam/contracts/admin/duplicate-question';
import { getQuestion } from '@exam/contracts/admin/get-question';
import { listQuestions } from '@exam/contracts/admin/list-questions';
import { restoreQuestion } from '@exam/contracts/admin/restore-question';
import { retireQuestion } from '@exam/contracts/admin/retire-question';
import { updateQuestion } from '@exam/contracts/admin/update-question';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import * as read from './read.ts';
import * as write from './write.ts';

/** The question bank: every staff role writes its institute's questions (org-admin: shared ones). */
export async function questionRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  staffRoute(app, listQuestions, ({ ctx, input }) =>
    read.listQuestions(ctx.db, ctx.staff, input.query),
  );
  staffRoute(app, getQuestion, ({ ctx, input }) =>
    read.getQuestion(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, createQuestion, ({ ctx, input }) => write.createQuestion(ctx, input.body));
  staffRoute(app, updateQuestion, ({ ctx, input }) =>
    write.updateQuestion(ctx, input.params.id, input.body),
  );
  staffRoute(app, duplicateQuestion, ({ ctx, input }) =>
    write.duplicateQuestion(ctx, input.params.id),
  );
  staffRoute(app, retireQuestion, ({ ctx, input }) => write.setRetired(ctx, input.params.id, true));
  staffRoute(app, restoreQuestion, ({ ctx, input }) =>
    write.setRetired(ctx, input.params.id, false),
  );
}
