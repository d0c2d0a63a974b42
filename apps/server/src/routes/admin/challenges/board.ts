import { and, asc, eq } from 'drizzle-orm';
import type { TChallengeBoard, TChallengedQuestion } from '@exam/contracts/admin/challenges';
import { MEDIA_PATH_PREFIX } from '@exam/contracts/common/image-url';
import { keyText } from '@exam/core/key-change';
import { optionsByQuestion, selectOptions } from '../../../content-store/set-content.ts';
import type { Db } from '../../../db/client.ts';
import {
  examSchedules,
  keyChallenges,
  questions,
  questionSets,
  students,
} from '../../../db/schema.ts';
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
  const [rows, optionRows] = await Promise.all([
    db
      .select({
        challenge: keyChallenges,
        studentName: students.name,
        question: {
          questionNo: questions.questionNo,
          textEn: questions.textEn,
          questionType: questions.questionType,
          answerOptionId: questions.answerOptionId,
          answerOptionIds: questions.answerOptionIds,
          numericMin: questions.numericMin,
          numericMax: questions.numericMax,
          droppedAt: questions.droppedAt,
        },
      })
      .from(keyChallenges)
      .innerJoin(students, eq(students.id, keyChallenges.studentId))
      .innerJoin(questions, eq(questions.id, keyChallenges.questionId))
      .where(eq(keyChallenges.scheduleId, id))
      .orderBy(asc(questions.questionNo), asc(keyChallenges.createdAt)),
    selectOptions(db, w.setId),
  ]);
  const optionsOf = optionsByQuestion(optionRows);
  const byQuestion = new Map<number, TChallengedQuestion>();
  for (const { challenge: c, studentName, question: q } of rows) {
    let entry = byQuestion.get(c.questionId);
    if (!entry) {
      const options = (optionsOf.get(c.questionId) ?? []).map(({ keepLast: _k, ...o }) => o);
      entry = {
        questionId: c.questionId,
        questionNo: q.questionNo,
        questionTextEn: q.textEn,
        questionType: q.questionType,
        options,
        key: keyText(q, options),
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
