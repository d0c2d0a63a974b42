import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { students, type ScheduleAudience } from '../db/schema.ts';

interface ScheduleScope {
  orgId: number;
  instituteId: number | null;
  audience: ScheduleAudience;
}

/**
 * The students an exam window is for, as a condition on `students` (issue 12): the rule lives
 * here once, for the student's catalogue, the start check, live monitoring and the results.
 */
export function audienceCondition(schedule: ScheduleScope): SQL {
  const scope: SQL[] = [eq(students.orgId, schedule.orgId)];
  if (schedule.instituteId !== null) scope.push(eq(students.instituteId, schedule.instituteId));
  const { audience } = schedule;
  switch (audience.kind) {
    case 'institute':
      break;
    case 'classes': {
      const classes = audience.classes ?? [];
      if (classes.length === 0) return sql`false`;
      scope.push(
        or(
          ...classes.map((c) =>
            c.sections && c.sections.length > 0
              ? (and(
                  eq(students.studentClass, c.studentClass),
                  inArray(students.studentSection, c.sections),
                ) as SQL)
              : eq(students.studentClass, c.studentClass),
          ),
        ) as SQL,
      );
      break;
    }
    case 'centres':
      if (!audience.centreIds?.length) return sql`false`;
      scope.push(inArray(students.centreId, audience.centreIds));
      break;
    case 'students':
      if (!audience.studentIds?.length) return sql`false`;
      scope.push(inArray(students.id, audience.studentIds));
      break;
  }
  return and(...scope) as SQL;
}

/** Where a student stands in the organisation: what an audience is decided on. */
export interface AudiencePlace {
  id: number;
  orgId: number;
  instituteId: number;
  studentClass: number;
  studentSection: string;
  centreId: number | null;
}

/**
 * Does this window take the set out of the student's open catalogue? Only an organisation-wide
 * window or one of their own institute does (decision 051): another institute's window of a shared
 * set restricts that institute's students only.
 */
export const windowBinds = (
  schedule: Pick<ScheduleScope, 'orgId' | 'instituteId'>,
  student: Pick<AudiencePlace, 'orgId' | 'instituteId'>,
) =>
  schedule.orgId === student.orgId &&
  (schedule.instituteId === null || schedule.instituteId === student.instituteId);

/** The SQL form of windowBinds for the sets of a query: no binding window for this institute. */
export const noWindowBinds = (instituteId: number) =>
  sql`not exists (select 1 from "exam_schedules" where "exam_schedules"."set_id" = "question_sets"."id" and ("exam_schedules"."institute_id" is null or "exam_schedules"."institute_id" = ${instituteId}))`;

/**
 * Does the exam attempt `a` count in its set's official results, statistics and key corrections
 * (decision 051)? A window's attempt does; an attempt without a window only when no window binds
 * its student's institute: an aspirant who found the set in the open catalogue is not a candidate.
 */
export const countsAsCandidate = (
  attempt: SQL,
) => sql`(${attempt}.schedule_id is not null or not exists (
  select 1 from "exam_schedules" w join "students" st on st.id = ${attempt}.student_id
  where w.set_id = ${attempt}.set_id and w.org_id = st.org_id
    and (w.institute_id is null or w.institute_id = st.institute_id)))`;

/** The same rule for one student already read: is this window for them? */
export function isInAudience(schedule: ScheduleScope, student: AudiencePlace): boolean {
  if (student.orgId !== schedule.orgId) return false;
  if (schedule.instituteId !== null && student.instituteId !== schedule.instituteId) return false;
  const { audience } = schedule;
  switch (audience.kind) {
    case 'institute':
      return true;
    case 'classes':
      return (audience.classes ?? []).some(
        (c) =>
          c.studentClass === student.studentClass &&
          (!c.sections?.length || c.sections.includes(student.studentSection)),
      );
    case 'centres':
      return student.centreId !== null && (audience.centreIds ?? []).includes(student.centreId);
    case 'students':
      return (audience.studentIds ?? []).includes(student.id);
  }
}
