import type { TAttemptSummary, TAttemptsBySet } from '@exam/contracts/results/entities';
import type { Db } from '../../db/client.ts';
import { withheldWindows } from '../../schedules/release.ts';
import type { AttemptKey, Student } from '../attempts/service.ts';
import { listSetsByIds } from '../sets/service.ts';
import { submittedAttempts, timeLeftAtSaves, type StoredResult } from './repository.ts';

/**
 * SPEC §3 Attempt response: the student's submitted attempts (all, or number `attemptNo` of one
 * set), keyed by setId, newest first.
 */
export async function attemptsBySet(
  db: Db,
  student: Student,
  only?: AttemptKey,
): Promise<TAttemptsBySet> {
  const rows = await submittedAttempts(db, student, only);
  if (rows.length === 0) return {};
  const [timeLeft, sets, withheld] = await Promise.all([
    timeLeftAtSaves(
      db,
      rows.map((r) => r.id),
    ),
    listSetsByIds(db, { ...student, scheduledSetIds: 'all' }, [
      ...new Set(rows.map((r) => r.setId)),
    ]),
    withheldWindows(
      db,
      rows.map((r) => r.scheduleId),
    ),
  ]);
  const setData = new Map(sets.map((s) => [s.examSetId, s]));
  const bySet: TAttemptsBySet = {};
  for (const row of rows) {
    const result = row.result as StoredResult | null;
    if (!result || !row.submittedAt) continue;
    const summary: TAttemptSummary = {
      attemptNo: row.attemptNo,
      name: row.name,
      rollNo: row.rollNo,
      studentId: student.studentId,
      questions: Object.fromEntries(
        result.questions.map((q) => [
          String(q.questionNo),
          {
            questionNo: q.questionNo,
            questionId: q.questionId,
            answerId: q.answerId,
            answerIds: q.answerIds ?? [],
            numericAnswer: q.numericAnswer ?? '',
            textAnswer: q.textAnswer ?? '',
            answerKeyId: q.correctAnswerId ?? 0,
            answerKeyIds: q.correctAnswerIds ?? [],
            numericRange: q.numericRange ?? null,
            textKey: q.textKey ?? null,
            marks: q.marks,
            timeLeftInMilliseconds: timeLeft.get(`${row.id}:${q.questionId}`) ?? 0,
          },
        ]),
      ),
      setId: row.setId,
      examId: row.examId,
      setName: row.setName,
      setNameHi: row.setNameHi,
      examName: row.examName,
      examNameHi: row.examNameHi,
      setData: setData.get(row.setId) ?? null,
      submittedAt: row.submittedAt.toISOString(),
      submitReason: row.submitReason ?? 'submitted',
      totalQuestion: result.questions.length,
      answered: result.attempted,
      correct: result.correct,
      accuracy: result.accuracy,
      score: result.score,
      maxScore: result.maxScore,
    };
    const held = row.scheduleId === null ? undefined : withheld.get(row.scheduleId);
    (bySet[String(row.setId)] ??= []).push(
      held
        ? // Not released yet: no score, no key (issue 12); the student sees when it will be.
          {
            ...summary,
            questions: {},
            correct: 0,
            accuracy: 0,
            score: 0,
            resultWithheld: { releaseAt: held.releaseAt, timeZone: held.timeZone },
          }
        : summary,
    );
  }
  return bySet;
}
