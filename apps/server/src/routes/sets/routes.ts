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
import * as sets from './service.ts';

export async function setsRoutes(app: FastifyInstance, { cacheMs }: { cacheMs: number }) {
  const cached = ttlCache(cacheMs);
  route(app, getSetsByExamAndType, async ({ params, tenant }) =>
    ok(
      await cached(
        `sets:${tenant.orgId}:${tenant.instituteId}:${params.examId}:${params.setTypeId}`,
        () => sets.listSetsByExamAndType(app.db, tenant, params.examId, params.setTypeId),
      ),
    ),
  );
  route(app, getSetsByExamIds, async ({ params, body, tenant }) =>
    ok(await sets.listSetsByExamIds(app.db, tenant, body, params.setTypeId)),
  );
  route(app, getSetsByIds, async ({ params, tenant }) =>
    ok(await sets.listSetsByIds(app.db, tenant, params.ids)),
  );
  route(app, getSetInstruction, async ({ params, tenant }) =>
    ok(await sets.findSetInstruction(app.db, tenant, params.setId)),
  );
  route(app, getSetInstructionForExam, async ({ params, tenant }) =>
    ok(await sets.findSetInstruction(app.db, tenant, params.setId, params.examId)),
  );
  route(app, getSystemInstruction, async ({ tenant }) =>
    ok(await sets.findSystemInstruction(app.db, tenant.orgId)),
  );
  // School exams are for the students of a class: a logged-in student asks for their own.
  await app.register(async (students) => {
    students.addHook('onRequest', requireStudent);
    route(students, getSetsByClass, async ({ params, student }) =>
      ok(await sets.listSchoolExamsOfClass(app.db, student, params.id)),
    );
  });
}
