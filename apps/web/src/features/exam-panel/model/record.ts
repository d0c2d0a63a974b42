import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { formatClock } from '@exam/core/format';
import type { StatusCounts } from '@exam/core/palette';
import { ANSWER_FIELD, typeOf } from '@/components/ui/answer-input/question-type';
import type { OutboxRecord } from './outbox';
import type { PlannedSave } from './panel-machine';

export interface RecordContext {
  student: { orgId: number; instituteId: number; studentId: number };
  examId: number;
  setId: number;
  attemptNo: number;
  /** The client's countdown when the button was pressed (kept for audit; the server's clock rules). */
  timeLeftMs: number;
  /** The five counts once this save is stored. */
  counts: StatusCounts;
}

/**
 * The answer in the field of the question's type: SPEC's answerId for a single choice or true/false
 * question; answerIds for a multiple-correct one, numericAnswer for a numerical one and textAnswer
 * for a short-answer one (each sent
 * empty when cleared, so the server forgets the earlier answer).
 */
function answerFields(save: PlannedSave, question: TPaperQuestion) {
  switch (ANSWER_FIELD[typeOf(question)]) {
    case 'answerIds':
      return { answerId: 0, answerIds: save.answerIds ?? [] };
    case 'numericAnswer':
      return { answerId: 0, numericAnswer: save.numericAnswer ?? '' };
    case 'textAnswer':
      return { answerId: 0, textAnswer: save.textAnswer ?? '' };
    case 'answerId':
      return { answerId: save.answerId };
  }
}

/** The SPEC §3 student response record of one save, with its seq (the sessionId is added on send). */
export function buildRecord(
  save: PlannedSave,
  question: TPaperQuestion,
  context: RecordContext,
): OutboxRecord {
  const answer = answerFields(save, question);
  const firstChosen = answer.answerIds?.[0] ?? answer.answerId;
  const option = question.options.find((o) => o.optionId === firstChosen);
  const timeLeftMs = Math.min(86_400_000, Math.max(0, Math.round(context.timeLeftMs)));
  return {
    orgId: context.student.orgId,
    instituteId: context.student.instituteId,
    studentId: context.student.studentId,
    examId: context.examId,
    setId: context.setId,
    questionId: question.questionId,
    ...answer,
    answerKeyId: 0,
    timeLeft: formatClock(timeLeftMs),
    timeLeftInMilliseconds: timeLeftMs,
    sectionId: question.sectionId,
    action: save.action,
    questionNo: question.questionNo,
    ...context.counts,
    respOptionNo: option?.optionNo ?? 0,
    quesOptionNo: question.options.length,
    groupId: question.groupId,
    attemptNo: context.attemptNo,
    seq: save.seq,
  };
}
