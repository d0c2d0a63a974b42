import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { finishQuizAttempt } from '@exam/contracts/quiz/finish-quiz-attempt';
import { getQuizResult } from '@exam/contracts/quiz/get-quiz-result';
import { getQuizStats } from '@exam/contracts/quiz/get-quiz-stats';
import { saveQuizAnswer } from '@exam/contracts/quiz/save-quiz-answer';
import { startQuizAttempt } from '@exam/contracts/quiz/start-quiz-attempt';
import { route } from '../../lib/route.ts';
import { assertOwn, requireStudent } from '../../plugins/auth.ts';
import { errorListPlugin } from '../../plugins/error-list.ts';
import type { PaperStore } from '../papers/store.ts';
import * as quiz from './service.ts';

/** Quiz, practice and GK plays: start, per-answer save, finish, result, card figures. */
export async function quizRoutes(app: FastifyInstance, { papers }: { papers: PaperStore }) {
  const deps: quiz.QuizDeps = { db: app.db, papers };
  app.addHook('onRequest', requireStudent);
  await app.register(errorListPlugin);

  route(app, startQuizAttempt, async ({ body, student }) =>
    ok(await quiz.startQuizAttempt(deps, student, body.setId)),
  );
  route(app, saveQuizAnswer, async (request) => {
    const { body, student } = request;
    assertOwn(request, { studentId: body.studentId, orgId: body.orgId });
    return ok(await quiz.saveQuizAnswer(deps, student, body));
  });
  route(app, finishQuizAttempt, async ({ body, student }) =>
    ok(await quiz.finishQuizAttempt(deps, student, body)),
  );
  route(app, getQuizResult, async ({ body, student }) =>
    ok(await quiz.quizResult(deps, student, body)),
  );
  route(app, getQuizStats, async ({ params, student }) =>
    ok(await quiz.quizStats(deps, student, params.ids)),
  );
}
