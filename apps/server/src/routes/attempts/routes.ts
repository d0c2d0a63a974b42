import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { getAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import { heartbeat } from '@exam/contracts/attempts/heartbeat';
import { saveResponse } from '@exam/contracts/attempts/save-response';
import { startAttempt } from '@exam/contracts/attempts/start-attempt';
import { submitAttempt } from '@exam/contracts/attempts/submit-attempt';
import { route } from '../../lib/route.ts';
import { assertOwn, requireStudent } from '../../plugins/auth.ts';
import { errorListPlugin } from '../../plugins/error-list.ts';
import type { PaperStore } from '../papers/store.ts';
import type { ClockRules } from './clock.ts';
import { attemptEventsRoute } from './events.ts';
import * as save from './save.ts';
import * as attempts from './service.ts';
import { startAttempt as startOrContinue } from './start.ts';

/** The exam panel's calls (CBT sets): start, save, heartbeat, its event stream, resume, submit. */
export async function attemptRoutes(
  app: FastifyInstance,
  { papers, rules }: { papers: PaperStore; rules: ClockRules },
) {
  const deps: attempts.AttemptDeps = { db: app.db, papers, rules };
  app.addHook('onRequest', requireStudent);
  await app.register(errorListPlugin);

  route(app, startAttempt, async ({ body, student }) => {
    const attempt = await startOrContinue(deps, student, body);
    if (!body.withResponses) return ok(attempt);
    const responses = await attempts.attemptResponses(deps, student, {
      setId: attempt.setId,
      examId: attempt.examId,
      attemptNo: attempt.attemptNo,
    });
    return ok({ ...attempt, responses });
  });

  // The hot path (DESIGN.md §8): its answers are a few hundred bytes, not worth compressing.
  const small = { config: { compress: false as const } };
  route(
    app,
    saveResponse,
    async (request) => {
      const { body, student } = request;
      assertOwn(request, body);
      return ok(await save.saveResponse(deps, student, body));
    },
    small,
  );

  route(
    app,
    heartbeat,
    async ({ body, student }) => ok(await attempts.heartbeat(deps, student, body)),
    small,
  );

  // Staff changed the attempt: its open panels are told to send their heartbeat now (decision 064).
  attemptEventsRoute(app, deps.db);

  route(app, getAttemptResponses, async (request) => {
    const { body, student } = request;
    assertOwn(request, { studentId: body.studentId, orgId: body.orgId });
    return ok(await attempts.attemptResponses(deps, student, body));
  });

  route(app, submitAttempt, async ({ body, student }) =>
    ok(await attempts.submitAttempt(deps, student, body)),
  );
}
