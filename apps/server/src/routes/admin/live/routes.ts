import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getScheduleLive, getSetLive } from '@exam/contracts/admin/live-monitor';
import { forceSubmitAttempt } from '@exam/contracts/admin/live-force-submit';
import { ok } from '@exam/contracts/common/envelope';
import type { TLiveMonitor } from '@exam/contracts/admin/live-entities';
import { attempts, examSchedules, questions, questionSets, students } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { audienceCondition } from '../../../schedules/audience.ts';
import { clockRules } from '../../attempts/clock.ts';
import { createPaperStore } from '../../papers/store.ts';
import { actorOf, iso, orNotFound } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';
import { filterCondition } from './live-rows.ts';
import { readLiveMonitor, type LiveHeading } from './live-monitor.ts';
import { forceSubmit } from './force-submit.ts';

/** Below org-admin, only the students of the caller's institute. */
const studentScope = (staff: AuthenticatedStaff): SQL[] => [
  eq(students.orgId, staff.orgId),
  ...(staff.instituteId === null ? [] : [eq(students.instituteId, staff.instituteId)]),
];

const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(/\s*,\s*/)
    .some((tag) => tag === etag || tag === '*');

/** The monitor, or 304 when the caller's If-None-Match names what it would be (decision 019). */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  { monitor, etag }: { monitor: TLiveMonitor; etag: string },
) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request, etag)) return reply.code(304).send() as never;
  return ok(monitor);
}

async function questionCount(app: FastifyInstance, setId: number) {
  const [row] = await app.db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.setId, setId), isNull(questions.droppedAt)));
  return row?.n ?? 0;
}

/** Live monitoring of exam windows and sets, and a proctor's force-submit (issue 12). */
export async function adminLiveRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  // The clock rule of the student side (same environment); papers to score a force-submit with,
  // their version read every time so a corrected key is never missed.
  const rules = clockRules();
  const papers = createPaperStore(app.db, { versionTtlMs: 0 });

  route(app, getScheduleLive, async (request, reply) => {
    const { staff, params, query } = request;
    const [schedule] = await app.db
      .select({
        id: examSchedules.id,
        orgId: examSchedules.orgId,
        instituteId: examSchedules.instituteId,
        setId: examSchedules.setId,
        opensAt: examSchedules.opensAt,
        closesAt: examSchedules.closesAt,
        timeZone: examSchedules.timeZone,
        audience: examSchedules.audience,
        setName: questionSets.name,
        setNameHi: questionSets.nameHi,
      })
      .from(examSchedules)
      .innerJoin(questionSets, eq(questionSets.id, examSchedules.setId))
      .where(
        and(
          eq(examSchedules.id, params.id),
          eq(examSchedules.orgId, staff.orgId),
          // Below org-admin: the institute's own windows, or the organisation's (its students only).
          ...(staff.instituteId === null
            ? []
            : [
                or(
                  isNull(examSchedules.instituteId),
                  eq(examSchedules.instituteId, staff.instituteId),
                ) as SQL,
              ]),
        ),
      );
    const found = orNotFound(schedule, 'The schedule');
    const heading: LiveHeading = {
      setId: found.setId,
      setName: found.setName,
      setNameHi: found.setNameHi,
      scheduleId: found.id,
      opensAt: iso(found.opensAt),
      closesAt: iso(found.closesAt),
      timeZone: found.timeZone,
      totalQuestions: await questionCount(app, found.setId),
    };
    const who = and(audienceCondition(found), ...studentScope(staff), ...filterCondition(query));
    const live = await readLiveMonitor(
      app.db,
      rules,
      heading,
      {
        setId: found.setId,
        who: who as SQL,
        // Attempts of this window (and those started before windows were recorded on attempts).
        attemptsOf: sql`(${attempts.scheduleId} = ${found.id} or ${attempts.scheduleId} is null)`,
        startedOnly: false,
      },
      query,
    );
    return answer(request, reply, live);
  });

  route(app, getSetLive, async (request, reply) => {
    const { staff, params, query } = request;
    const set = await findReadableSet(app.db, staff, params.id);
    const heading: LiveHeading = {
      setId: set.id,
      setName: set.name,
      setNameHi: set.nameHi,
      scheduleId: null,
      opensAt: null,
      closesAt: null,
      timeZone: null,
      totalQuestions: await questionCount(app, set.id),
    };
    const who = and(...studentScope(staff), ...filterCondition(query));
    const live = await readLiveMonitor(
      app.db,
      rules,
      heading,
      { setId: set.id, who: who as SQL, attemptsOf: sql`true`, startedOnly: true },
      query,
    );
    return answer(request, reply, live);
  });

  route(app, forceSubmitAttempt, async (request) => {
    const { staff, params, body } = request;
    const result = await forceSubmit(
      { db: app.db, papers, rules },
      staff,
      actorOf(request),
      params.id,
      body.reason,
    );
    return ok(result);
  });
}
