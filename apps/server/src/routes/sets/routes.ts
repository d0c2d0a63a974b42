import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import {
  getSetInstruction,
  getSetInstructionForExam,
} from '@exam/contracts/sets/get-set-instruction';
import { getSetsByClass } from '@exam/contracts/sets/get-sets-by-class';
import { getSetsByExamAndType } from '@exam/contracts/sets/get-sets-by-exam-and-type';
import { getSetsByExamIds } from '@exam/contracts/sets/get-sets-by-exam-ids';
import { getSetsByIds } from '@exam/contracts/sets/get-sets-by-ids';
import { getSystemInstruction } from '@exam/contracts/sets/get-system-instruction';
import { route } from '../../lib/route.ts';
import { requireStudent } from '../../plugins/auth.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { setScopeOf } from '../../schedules/set-scope.ts';
import * as sets from './service.ts';

export async function setsRoutes(app: FastifyInstance, { cacheMs }: { cacheMs: number }) {
  const cached = ttlCache(cacheMs);
  // A student's scheduled sets (decision 018) make their list their own: cached only without.
  route(app, getSetsByExamAndType, async (request) => {
    const { params, tenant } = request;
    const scope = await setScopeOf(request);
    const list = () => sets.listSetsByExamAndType(app.db, scope, params.examId, params.setTypeId);
    if (scope.personal) return ok(await list());
    return ok(
      await cached(
        `sets:${tenant.orgId}:${tenant.instituteId}:${params.examId}:${params.setTypeId}`,
        list,
      ),
    );
  });
  route(app, getSetsByExamIds, async (request) =>
    ok(
      await sets.listSetsByExamIds(
        app.db,
        await setScopeOf(request),
        request.body,
        request.params.setTypeId,
      ),
    ),
  );
  route(app, getSetsByIds, async (request) =>
    ok(await sets.listSetsByIds(app.db, await setScopeOf(request), request.params.ids)),
  );
  route(app, getSetInstruction, async (request) =>
    ok(await sets.findSetInstruction(app.db, await setScopeOf(request), request.params.setId)),
  );
  route(app, getSetInstructionForExam, async (request) =>
    ok(
      await sets.findSetInstruction(
        app.db,
        await setScopeOf(request),
        request.params.setId,
        request.params.examId,
      ),
    ),
  );
  route(app, getSystemInstruction, async ({ tenant }) =>
    ok(await sets.findSystemInstruction(app.db, tenant.orgId)),
  );
  // School exams are for the students of a class: a logged-in student asks for their own.
  await app.register(async (students) => {
    students.addHook('onRequest', requireStudent);
    route(students, getSetsByClass, async (request) =>
      ok(
        await sets.listSchoolExamsOfClass(
          app.db,
          { ...request.student, ...(await setScopeOf(request)) },
          request.params.id,
        ),
      ),
    );
  });
}
