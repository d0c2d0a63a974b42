import type { z } from 'zod';
import {
  ZExamResult,
  ZSectionSummary,
  type TExamResult,
  type TKeyCorrectionNotice,
} from '@exam/contracts/results/entities';
import { ZQuestionSet } from '@exam/contracts/sets/entities';
import { cutoffOf, qualifies } from '@exam/core/cutoff';
import { DEFAULT_EXAM_TOTAL_MARKS } from '@exam/core/scoring';
import type { Db } from '../../db/client.ts';
import { keyText, wasRecalculated } from '@exam/core/key-change';
import {
  optionsByQuestion,
  selectKeyCorrections,
  selectOptions,
} from '../../content-store/set-content.ts';
import type { AttemptKey, Student } from '../attempts/service.ts';
import { selectSections } from '../catalogue/service.ts';
import { listSetsByIds } from '../sets/service.ts';
import type { ResultDeps } from './cache.ts';
import { storedResult } from './repository.ts';
import { sittingStanding } from './sitting-standing.ts';
import { submittedAttempt, type SubmittedAttempt } from './submitted-attempt.ts';

/** The part of the result that is the stored report: fixed once the attempt is submitted. */
export const ZReport = ZExamResult.pick({
  score: true,
  maxScore: true,
  percentage: true,
  correct: true,
  incorrect: true,
  skipped: true,
  partial: true,
  attempted: true,
  accuracy: true,
  passMark: true,
  passed: true,
  totalTimeSec: true,
  averageTimePerQuestionSec: true,
  questions: true,
});
export const ZStoredSections = ZSectionSummary.omit({ nameHi: true }).array();
export type Head = Omit<TExamResult, keyof z.infer<typeof ZReport>>;

/** The set's key corrections and drops, oldest first, as students' reports list them. */
async function keyCorrectionNotices(db: Db, setId: number): Promise<TKeyCorrectionNotice[]> {
  const rows = await selectKeyCorrections(db, setId);
  if (rows.length === 0) return [];
  const optionsOf = optionsByQuestion(await selectOptions(db, setId));
  return rows.map(({ questionId, questionNo, kind, at, reason, before, after }) => {
    const letters = optionsOf.get(questionId) ?? [];
    return {
      questionNo,
      kind,
      at,
      reason,
      from: keyText(before, letters),
      to: after ? keyText(after, letters) : null,
    };
  });
}

/** Decision 049: a candidate who submitted after a correction was scored with it, not rescored. */
const noticesFor = (notices: TKeyCorrectionNotice[], submittedAt: Date) =>
  notices.map((n) => ({
    ...n,
    recalculated: wasRecalculated(submittedAt.getTime(), Date.parse(n.at)),
  }));

/** The result without its report: names, set, section names and rank, read for each request. */
export async function headOf(
  deps: ResultDeps,
  student: Student,
  row: SubmittedAttempt,
  storedSections: z.infer<typeof ZStoredSections>,
): Promise<Head> {
  const { hindiName, setData, corrections } = await deps.content(
    `${student.orgId}:${row.setId}:${row.contentVersion}`,
    async () => {
      const [sections, [set], corrected] = await Promise.all([
        selectSections(deps.db, row.templateId),
        // The student's own attempt: its set is shown whatever its window (decision 018).
        listSetsByIds(deps.db, { ...student, scheduledSetIds: 'all' }, [row.setId]),
        keyCorrectionNotices(deps.db, row.setId),
      ]);
      return {
        hindiName: new Map(sections.map((s) => [s.sectionId, s.sectionNameHi])),
        // Checked once here: the response is not validated again on the way out.
        setData: ZQuestionSet.nullable().parse(set ?? null),
        corrections: corrected,
      };
    },
  );
  const sitting = await sittingStanding(deps.db, student.orgId, row.scheduleId, student.studentId);
  return {
    setId: row.setId,
    examId: row.examId,
    attemptNo: row.attemptNo,
    setName: row.setName,
    setNameHi: row.setNameHi,
    examName: row.examName,
    examNameHi: row.examNameHi,
    setData,
    studentId: student.studentId,
    name: row.name,
    rollNo: row.rollNo,
    submittedAt: row.submittedAt.toISOString(),
    submitReason: row.submitReason ?? 'submitted',
    durationMs: row.durationMs,
    sections: storedSections.map((s) => ({ ...s, nameHi: hindiName.get(s.id) ?? null })),
    rank: await deps.rankOf(row.setId, student.studentId, row.score),
    ...(corrections.length > 0 && { keyCorrections: noticesFor(corrections, row.submittedAt) }),
    ...(sitting && { sitting }),
  };
}

/**
 * The stored report with the set's cut-off as it is now (packages/core/cutoff): a cut-off changed
 * after the exam bumps the set's content version, so a kept report is never stale.
 */
export function withCutoff(report: z.infer<typeof ZReport>, row: SubmittedAttempt) {
  const totalMarks = row.totalMarks > 0 ? row.totalMarks : DEFAULT_EXAM_TOTAL_MARKS;
  const passMark = cutoffOf(row.cutoff, totalMarks);
  return { ...report, passMark, passed: qualifies(report.score, passMark) };
}

/** The result of one of the caller's submitted attempts (for the PDF scorecard). */
export async function getResult(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  options: { staffView?: boolean } = {},
): Promise<TExamResult> {
  const row = await submittedAttempt(deps, student, key, options);
  const stored = await storedResult(deps.queries, row.id);
  const head = await headOf(deps, student, row, ZStoredSections.parse(stored.sections));
  return { ...head, ...withCutoff(ZReport.parse(stored), row) };
}
