import { and, eq } from 'drizzle-orm';
import {
  ANSWER_FIELD,
  givenAnswerFields,
  hasNumericAnswer,
  hasTextAnswer,
  STATUS_COUNT_FIELDS,
} from '@exam/contracts/attempts/entities';
import { parseNumericAnswer } from '@exam/core/question-scoring';
import type { z } from 'zod';
import type {
  TSaveResponseResult,
  ZSaveResponseRequest,
} from '@exam/contracts/attempts/save-response';
import { questions } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { QuestionFacts } from '../papers/service.ts';
import type { CachedPaper } from '../papers/store.ts';
import { MAX_SEQ_STEP, type SaveRow } from './save-batch.ts';
import { saveQueueOf } from './save-queue.ts';
import {
  attemptClosed,
  attemptNotFound,
  closeIfTimeOver,
  examNotStarted,
  sessionTakenOver,
  type AttemptDeps,
} from './service.ts';

type SaveRecord = z.infer<typeof ZSaveResponseRequest>;
type Student = { studentId: number; orgId: number; instituteId: number };

const bad = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field} ${message}.`, `body.${field}`);

const TYPE_NAMES: Record<QuestionFacts['questionType'], string> = {
  single: 'a single-choice',
  'true-false': 'a true/false',
  multiple: 'a multiple-correct',
  numerical: 'a numerical',
  'short-answer': 'a short-answer',
};

/** The answer must be in the field of the question's type; any other answer field stays empty. */
function checkAnswerType(record: SaveRecord, question: QuestionFacts, where: string) {
  const expected = ANSWER_FIELD[question.questionType];
  const wrong = givenAnswerFields(record).find((field) => field !== expected);
  if (wrong)
    throw bad(
      wrong,
      `must be empty: ${where} is ${TYPE_NAMES[question.questionType]} question, answered with ${expected}`,
    );
  if (expected === 'numericAnswer' && hasNumericAnswer(record.numericAnswer)) {
    if (parseNumericAnswer(record.numericAnswer) === null)
      throw bad('numericAnswer', 'must be a decimal number such as -3.75');
  }
}

/** Checks the record against the paper (cached per content version): no database round trip. */
function checkAgainstPaper(record: SaveRecord, paper: CachedPaper) {
  const question = paper.facts.get(record.questionId);
  if (!question) return false;
  const where = `question ${record.questionId}`;
  if (record.sectionId !== question.sectionId)
    throw bad('sectionId', `must be ${question.sectionId}, the section of ${where}`);
  if (record.groupId !== question.groupId)
    throw bad('groupId', `must be ${question.groupId}, the group of ${where}`);
  if (record.questionNo !== question.questionNo)
    throw bad('questionNo', `must be ${question.questionNo}, the number of ${where}`);
  checkAnswerType(record, question, where);
  if (record.answerId !== 0) {
    const optionNo = question.options.get(record.answerId);
    if (optionNo === undefined)
      throw bad('answerId', `must be 0 or an option of ${where}: ${record.answerId} is not`);
    if (record.respOptionNo !== 0 && record.respOptionNo !== optionNo)
      throw bad('respOptionNo', `must be ${optionNo}, the number of option ${record.answerId}`);
  }
  const [first] = record.answerIds ?? [];
  for (const id of record.answerIds ?? []) {
    if (!question.options.has(id))
      throw bad('answerIds', `must list options of ${where}: ${id} is not one`);
  }
  if (first !== undefined) {
    const optionNo = question.options.get(first);
    if (record.respOptionNo !== 0 && record.respOptionNo !== optionNo)
      throw bad('respOptionNo', `must be 0 or ${optionNo}, the number of option ${first}`);
  }
  if (record.quesOptionNo !== 0 && record.quesOptionNo !== question.options.size)
    throw bad('quesOptionNo', `must be ${question.options.size} (the options of ${where}) or 0`);
  let counted = 0;
  for (const field of STATUS_COUNT_FIELDS) {
    counted += record[field];
    if (counted > paper.questionCount)
      throw bad(
        field,
        `makes the five status counts add up to more than the paper's ${paper.questionCount} questions`,
      );
  }
  return true;
}

/** A question that is not in the cached paper: unknown (404), or another set's (400). */
async function unknownQuestion(deps: AttemptDeps, orgId: number, record: SaveRecord) {
  const [row] = await deps.db
    .select({ setId: questions.setId })
    .from(questions)
    .where(and(eq(questions.id, record.questionId), eq(questions.orgId, orgId)));
  if (!row) return notFound(`Question ${record.questionId}`);
  return bad(
    'questionId',
    `must be a question of set ${record.setId}: ${record.questionId} is not`,
  );
}

/** The save as the batch statement takes it; the audit keeps what the client sent but the key. */
function saveRow(deps: AttemptDeps, student: Student, record: SaveRecord): SaveRow {
  const { answerKeyId: _ignored, ...kept } = record;
  return {
    student_id: student.studentId,
    set_id: record.setId,
    attempt_no: record.attemptNo,
    session_id: record.sessionId,
    question_id: record.questionId,
    seq: record.seq,
    answer_option_id: record.answerId === 0 ? null : record.answerId,
    answer_option_ids: (record.answerIds?.length ?? 0) > 0 ? (record.answerIds ?? null) : null,
    numeric_answer: hasNumericAnswer(record.numericAnswer) ? record.numericAnswer : null,
    text_answer: hasTextAnswer(record.textAnswer) ? record.textAnswer.trim() : null,
    action: record.action,
    client_left_ms: record.timeLeftInMilliseconds,
    payload: kept,
    pause_after_ms: deps.rules.pauseAfterMs,
  };
}

/** POST /v2/api/cbt/student/save/response: validate against the paper, then one statement. */
export async function saveResponse(
  deps: AttemptDeps,
  student: Student,
  record: SaveRecord,
): Promise<TSaveResponseResult> {
  const meta = await deps.papers.findSet(student.orgId, record.setId);
  if (!meta) throw notFound(`Question set ${record.setId}`);
  if (record.examId !== meta.examId)
    throw bad('examId', `must be ${meta.examId}, the exam of set ${record.setId}`);
  const paper = await deps.papers.paperOf(meta);
  if (!checkAgainstPaper(record, paper)) throw await unknownQuestion(deps, student.orgId, record);

  const outcome = await saveQueueOf(deps.db).save(saveRow(deps, student, record));
  if (!outcome) throw attemptNotFound(record);
  if (outcome.status !== 'open') throw attemptClosed(outcome.submit_reason);
  if (!outcome.same_session) throw sessionTakenOver();
  if (outcome.not_started) throw examNotStarted(new Date(outcome.now_ms));
  if (outcome.seq_too_far) {
    throw bad(
      'seq',
      `must be at most ${MAX_SEQ_STEP.toLocaleString('en-US')} above the highest seq stored for this attempt: continue after lastSeq`,
    );
  }
  if (outcome.over) {
    const closed = await closeIfTimeOver(deps, student, record);
    if (closed) throw attemptClosed(closed);
    // The clock paused in the moment between the statement and the check: save again.
    return saveResponse(deps, student, record);
  }
  return {
    applied: outcome.applied,
    seq: record.seq,
    timeLeftMs: outcome.left_ms,
    serverNow: outcome.now_ms,
  };
}
