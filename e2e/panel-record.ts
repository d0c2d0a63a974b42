/**
 * A SPEC §3 response record as the exam panel sends it (save/response): the end-to-end tests and
 * the bench's scenarios answer through the API with it. Free of Playwright, so the bench can load it.
 */
export interface RecordQuestion {
  questionId: number;
  questionNo: number;
  sectionId: number;
  groupId: number;
  options: { optionId: number; optionNo: number }[];
}

export interface PanelRecordInput {
  student: { orgId: number; instituteId: number; studentId: number };
  examId: number;
  setId: number;
  attempt: { attemptNo: number; sessionId: string };
  question: RecordQuestion;
  /** The chosen option; none: the question saved unanswered. */
  option: { optionId: number; optionNo: number } | undefined;
  seq: number;
  /** The panel's own time left (the server keeps its own). */
  timeLeftMs: number;
}

const mmss = (ms: number) =>
  [Math.floor(ms / 60_000), Math.floor(ms / 1000) % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

export function panelRecord({
  student,
  examId,
  setId,
  attempt,
  question,
  option,
  seq,
  timeLeftMs,
}: PanelRecordInput) {
  return {
    orgId: student.orgId,
    instituteId: student.instituteId,
    studentId: student.studentId,
    examId,
    setId,
    questionId: question.questionId,
    answerId: option?.optionId ?? 0,
    timeLeft: mmss(timeLeftMs),
    timeLeftInMilliseconds: timeLeftMs,
    sectionId: question.sectionId,
    action: option ? 1 : 0,
    questionNo: question.questionNo,
    answered: 0,
    notVisited: 0,
    unanswered: 0,
    markedForReview: 0,
    answeredAndMarkedForReview: 0,
    respOptionNo: option?.optionNo ?? 0,
    quesOptionNo: question.options.length,
    groupId: question.groupId,
    attemptNo: attempt.attemptNo,
    seq,
    sessionId: attempt.sessionId,
  };
}
