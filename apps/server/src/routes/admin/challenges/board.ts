import { and, asc, eq } from 'drizzle-orm';
import type { TChallengeBoard, TChallengedQuestion } from '@exam/contracts/admin/challenges';
import { MEDIA_PATH_PREFIX } from '@exam/contracts/common/image-url';
import { keyText } from '@exam/core/key-change';
import {
  optionsByQuestion,
  selectOptions,
  selectQuestions,
} from '../../../content-store/set-content.ts';
import type { Db } from '../../../db/client.ts';
import { examSchedules, keyChallenges, questionSets, students } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import type { Tx } from '../../../bank/store.ts';
import { dbNowMs } from '../../attempts/clock.ts';
import { challengeIsOpen } from '../../due-process/window.ts';
import { schedulesInScope } from '../schedules/scope.ts';
import { orNotFound } from '../scope.ts';

/** A window in the caller's scope with the database's now (404 for any other). */
export async function scopedWindow(db: Db | Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await db
    .select({ window: examSchedules, setName: questionSets.name, now: dbNowMs })
    .from(examSchedules)
    .innerJoin(questionSets, eq(questionSets.id, examSchedules.setId))
    .where(and(schedulesInScope(staff), eq(examSchedules.id, id)));
  return orNotFound(row, `Exam window ${id}`);
}

/** The window's challenges grouped by question, most challenged first (decision 049). */
export async function challengeBoard(
  db: Db,
  staff: AuthenticatedStaff,
  id: number,
): Promise<TChallengeBoard> {
  const { window: w, setName, now } = await scopedWindow(db, staff, id);
  const [rows, questionRows, optionRows] = await Promise.all([
    db
      .select({ challenge: keyChallenges, studentName: students.name })
      .from(keyChallenges)
      .innerJoin(students, eq(students.id, keyChallenges.studentId))
      .where(eq(keyChallenges.scheduleId, id))
      .orderBy(asc(keyChallenges.createdAt)),
    selectQuestions(db, w.setId),
    selectOptions(db, w.setId),
  ]);
  const questionOf = new Map(questionRows.map((q) => [q.questionId, q]));
  const optionsOf = optionsByQuestion(optionRows);
  const byQuestion = new Map<number, TChallengedQuestion>();
  for (const { challenge: c, studentName } of rows) {
    // A challenge names a question of its window's set (due-process/challenge.ts checks it).
    const q = questionOf.get(c.questionId);
    if (!q) continue;
    let entry = byQuestion.get(c.questionId);
    if (!entry) {
      const options = (optionsOf.get(c.questionId) ?? []).map(({ keepLast: _k, ...o }) => o);
      const key = {
        answerOptionId: q.answerId,
        answerOptionIds: q.answerIds,
        numericMin: q.numericMin,
        numericMax: q.numericMax,
      };
      entry = {
        questionId: c.questionId,
        questionNo: q.questionNo,
        questionTextEn: q.questionTextEn,
        questionType: q.questionType,
        options,
        key: keyText(key, options),
        dropped: q.droppedAt !== null,
        count: 0,
        pending: 0,
        challenges: [],
      };
      byQuestion.set(c.questionId, entry);
    }
    entry.count += 1;
    if (c.status === 'pending') entry.pending += 1;
    entry.challenges.push({
      challengeId: c.id,
      studentId: c.studentId,
      studentName,
      reason: c.reason,
      imagePath: c.imageSha256 ? `${MEDIA_PATH_PREFIX}${c.imageSha256}` : null,
      status: c.status,
      decisionReason: c.decisionReason,
      updatedAt: c.updatedAt.toISOString(),
    });
  }
  return {
    scheduleId: w.id,
    setId: w.setId,
    setName,
    closesAt: w.closesAt.toISOString(),
    timeZone: w.timeZone,
    challengeOpensAt: w.challengeOpensAt?.toISOString() ?? null,
    challengeClosesAt: w.challengeClosesAt?.toISOString() ?? null,
    challengeOpen: challengeIsOpen(w, now),
    finalKeyAt: w.finalKeyAt?.toISOString() ?? null,
    questions: [...byQuestion.values()].sort(
      (a, b) => b.count - a.count || a.questionNo - b.questionNo,
    ),
  };
}
