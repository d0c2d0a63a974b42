import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TSaveResponseRequest } from '@exam/contracts/attempts/save-response';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';

// Builders of the exam panel's server answers and kept saves, typed by the contracts: a test
// passes only what it is about.

/** An open attempt as POST attempt/start answers it: an hour's paper with 59 minutes left. */
export const anAttempt = (overrides: Partial<TAttempt> = {}): TAttempt => ({
  attemptId: 5,
  attemptNo: 1,
  status: 'open',
  timeLeftMs: 3_540_000,
  sessionId: 'session-1',
  serverNow: 0,
  durationMs: 3_600_000,
  lastSeq: 0,
  setId: 10,
  examId: 1,
  clockRule: 'strict',
  fullscreen: 'off',
  calculator: 'off',
  ...overrides,
});

type ResumeAttempt = TAttemptResponses['attempt'];

/** The resume query's answer: the open attempt by the server's clock and its stored answers. */
export const aResume = (
  attempt: Partial<ResumeAttempt> = {},
  responses: TAttemptResponses['responses'] = [],
): TAttemptResponses => ({
  attempt: {
    attemptNo: 1,
    status: 'open',
    submitReason: null,
    timeLeftMs: 3_530_000,
    serverNow: 0,
    lastSeq: 0,
    clockRule: 'strict',
    currentQuestionId: null,
    visitedQuestionIds: [],
    events: [],
    ...attempt,
  },
  responses,
});

/** One save as the panel keeps it in its outbox (the request without its sessionId). */
export const aSaveRecord = (
  overrides: Partial<Omit<TSaveResponseRequest, 'sessionId'>> = {},
): Omit<TSaveResponseRequest, 'sessionId'> => ({
  orgId: 1,
  instituteId: 1,
  studentId: 7,
  examId: 1,
  setId: 10,
  questionId: 101,
  answerId: 0,
  timeLeft: '10:00',
  timeLeftInMilliseconds: 600_000,
  sectionId: 1,
  action: 0,
  questionNo: 1,
  answered: 0,
  notVisited: 0,
  unanswered: 0,
  markedForReview: 0,
  answeredAndMarkedForReview: 0,
  respOptionNo: 0,
  quesOptionNo: 2,
  groupId: 1,
  attemptNo: 1,
  seq: 1,
  ...overrides,
});

/** A two-option question of set 10 with English and Hindi text. */
export const aPaperQuestion = (
  questionId: number,
  questionNo: number,
  sectionId: number,
): TPaperQuestion => ({
  questionId,
  questionNo,
  examId: 1,
  setId: 10,
  sectionId,
  groupId: sectionId,
  questionTextEn: `<p>Question text ${questionNo}</p>`,
  questionTextHi: `<p>प्रश्न ${questionNo}</p>`,
  options: [1, 2].map((n) => ({
    optionId: questionId * 10 + n,
    optionNo: n,
    optionCap: n === 1 ? 'A' : 'B',
    optionTextEn: `Option ${n}`,
    optionTextHi: `विकल्प ${n}`,
  })),
});

/** Set 10's paper: Reasoning (questions 1 and 2) and English (question 3), an hour long. */
export const aPaper = (overrides: Partial<TPaper> = {}): TPaper => ({
  setId: 10,
  setTypeId: 3,
  contentVersion: 1,
  exam: { examId: 1, examName: 'SSC CGL Examination', examNameHi: null },
  template: {
    templateId: 1,
    examDuration: 60,
    totalQuestion: 3,
    totalMarks: 6,
    negativeMarks: true,
  },
  sections: [
    {
      sectionId: 1,
      sectionName: 'Reasoning',
      sectionNameHi: 'तर्कशक्ति',
      totalQuestion: 2,
      totalMarks: 4,
    },
    {
      sectionId: 2,
      sectionName: 'English',
      sectionNameHi: 'अंग्रेज़ी',
      totalQuestion: 1,
      totalMarks: 2,
    },
  ],
  groups: [],
  questions: [aPaperQuestion(101, 1, 1), aPaperQuestion(102, 2, 1), aPaperQuestion(201, 3, 2)],
  ...overrides,
});

/** The resume answer carrying stored answers as a test's mock server kept them (the bodies it got). */
export const aResumeWith = (responses: readonly unknown[] = [], lastSeq = 0) => ({
  ...aResume({ lastSeq }),
  responses,
});
