import type {
  TExam,
  TExamCategory,
  TExamSubCategory,
  TSection,
} from '@exam/contracts/catalogue/entities';
import type { TQuestionDetail, TQuestionSummary } from '@exam/contracts/admin/question-entities';
import type { TSchedule, TScheduleAttempt } from '@exam/contracts/admin/schedule-entities';
import type { TStoredResponse } from '@exam/contracts/attempts/get-attempt-responses';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import type { TAttemptSummary } from '@exam/contracts/results/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TAuthenticateStudentResponse } from '@exam/contracts/students/authenticate-student';
import type { TStudentDetails } from '@exam/contracts/students/entities';

export const anExam = (overrides: Partial<TExam> = {}): TExam => ({
  examId: 1,
  examName: 'SSC CGL Examination',
  examNameHi: 'एसएससी सीजीएल परीक्षा',
  examDescription: '<p>Graduate level exam.</p>',
  examDescriptionHi: null,
  imageUrl: null,
  examCategory: { examCategoryId: 1 },
  examSubCategory: { examSubCategoryId: 1, categoryId: 1 },
  totalMarks: 200,
  totalQuestion: 100,
  negativeMarks: true,
  setCount: 3,
  ...overrides,
});

export const aCategory = (overrides: Partial<TExamCategory> = {}): TExamCategory => ({
  examCategoryId: 2,
  examCategoryName: 'Banking',
  examCategoryNameHi: 'बैंकिंग',
  ...overrides,
});

export const aSubCategory = (overrides: Partial<TExamSubCategory> = {}): TExamSubCategory => ({
  examSubCategoryId: 4,
  examSubCategoryName: 'IBPS PO',
  examSubCategoryNameHi: 'आईबीपीएस पीओ',
  categoryId: 2,
  ...overrides,
});

export const aSet = (overrides: Partial<TQuestionSet> = {}): TQuestionSet => ({
  examSetId: 10,
  examId: 1,
  examName: 'SSC CGL Examination',
  examNameHi: 'एसएससी सीजीएल परीक्षा',
  setName: 'Mock Test 1',
  setNameHi: 'मॉक टेस्ट 1',
  setTypeId: 3,
  description: '<p>Full mock.</p>',
  descriptionHi: null,
  totalQuestion: 100,
  totalMarks: 200,
  totalTime: 60,
  negativeMarks: true,
  negativeMarking: { kind: 'same', amount: null },
  languages: [
    { langId: 1, langName: 'English' },
    { langId: 2, langName: 'Hindi' },
  ],
  templateId: 1,
  classId: null,
  ...overrides,
});

export const aStudent = (overrides: Partial<TStudentDetails> = {}): TStudentDetails => ({
  studentId: 7,
  orgId: 1,
  instituteId: 1,
  name: 'Priya Meena',
  username: '9876543210',
  fatherName: 'Ramesh Meena',
  motherName: 'Sunita Meena',
  studentClass: 10,
  studentSection: 'A',
  rollNo: '1001',
  centerId: 3,
  stateId: 1,
  districtId: 2,
  blockId: 4,
  ...overrides,
});

/** The login's whole answer (its own envelope, SPEC §3). */
export const aLoginAnswer = (
  overrides: Partial<TAuthenticateStudentResponse> = {},
): TAuthenticateStudentResponse => ({
  statusCode: 200,
  status: 1,
  errors: [],
  errorList: [],
  token: 'jwt-1',
  response: aStudent(),
  mustChangePassword: false,
  ...overrides,
});

export const aSection = (overrides: Partial<TSection> = {}): TSection => ({
  sectionId: 1,
  sectionName: 'Reasoning',
  sectionNameHi: 'तर्कशक्ति',
  totalQuestion: 25,
  totalMarks: 50,
  ...overrides,
});

/** One page of a console list, as the server pages it. */
export const aPage = <T>(items: T[], page = 1, pageSize = 50) => ({
  items,
  total: items.length,
  page,
  pageSize,
});

export const aSchedule = (overrides: Partial<TSchedule> = {}): TSchedule => ({
  id: 4,
  setId: 10,
  setName: 'Mock Test 1',
  setNameHi: 'मॉक टेस्ट 1',
  instituteId: 1,
  opensAt: '2026-11-23T04:30:00.000Z',
  closesAt: '2026-11-23T06:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  audience: { kind: 'institute' },
  attemptsAllowed: 1,
  clockRule: 'strict',
  resultsRelease: 'immediate',
  resultsReleasedAt: null,
  sitting: null,
  lobbyMinutes: 0,
  state: 'open',
  attemptsStarted: 0,
  ...overrides,
});

export const aScheduleAttempt = (overrides: Partial<TScheduleAttempt> = {}): TScheduleAttempt => ({
  attemptId: 50,
  studentId: 7,
  studentName: 'Priya Meena',
  rollNo: '1001',
  attemptNo: 1,
  status: 'open',
  submitReason: null,
  startedAt: '2026-11-23T04:35:00.000Z',
  submittedAt: null,
  timeLeftMs: 3_000_000,
  extraMs: 0,
  reopenCount: 0,
  ...overrides,
});

/** What a bank question carries besides its text, in the list and in the detail. */
const QUESTION_STATE = {
  categoryId: null,
  hindiComplete: true,
  currentVersion: 1,
  retired: false,
  instituteId: 1,
  editable: true,
  usedInSets: 0,
  marks: null,
  negativeMark: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
} satisfies Partial<TQuestionSummary>;

/** A bank question as the console's question list (and the set builder's picker) shows it. */
export const aQuestionSummary = (
  id: number,
  text: string,
  type: TQuestionSummary['type'] = 'single',
): TQuestionSummary => ({ id, type, textEn: `<p>${text}</p>`, tags: [], ...QUESTION_STATE });

/** A bank question as the console's question calls answer it. */
export const aQuestionDetail = (overrides: Partial<TQuestionDetail> = {}): TQuestionDetail => ({
  id: 7,
  key: null,
  solutionReview: null,
  type: 'single',
  tags: ['physics'],
  ...QUESTION_STATE,
  versions: [{ version: 1, createdAt: '2026-11-24T10:00:00.000Z', createdBy: 2 }],
  usedIn: [],
  passageQuestions: [],
  body: {
    type: 'single',
    textEn: '<p>Which is prime?</p>',
    textHi: '<p>कौन-सा अभाज्य है?</p>',
    options: [
      { textEn: '2', textHi: '२', correct: true },
      { textEn: '4', textHi: '४', correct: false },
    ],
    tags: ['physics'],
  },
  ...overrides,
});

const NOT_STORED = new Set(['answerKeyId', 'sessionId']);

/** What the server keeps of a save and gives back on resume: the record without its key and session. */
export const storedResponse = (save: object) =>
  Object.fromEntries(
    Object.entries(save).filter(([key]) => !NOT_STORED.has(key)),
  ) as TStoredResponse;

/** A finished quiz or practice play as the server scores it. */
export const aQuizResult = (overrides: Partial<TQuizResult> = {}): TQuizResult => ({
  setId: 20,
  attemptNo: 1,
  score: 0,
  total: 3,
  correct: 0,
  incorrect: 0,
  skipped: 3,
  timeTakenSec: 60,
  finishedAt: '2026-11-23T10:00:00.000Z',
  rank: 1,
  attemptedUsers: 1,
  answers: [],
  ...overrides,
});

/** The server's answer to a quiz save: the answer it stored. */
export const quizAnswerSaved = (request: {
  questionId: number;
  answerId?: number;
  answerIds?: number[];
  numericAnswer?: string;
}) => ({
  questionId: request.questionId,
  answerId: request.answerId ?? 0,
  ...(request.answerIds ? { answerIds: request.answerIds } : {}),
  ...(request.numericAnswer !== undefined ? { numericAnswer: request.numericAnswer } : {}),
  saved: true as const,
});

/** A submitted attempt as the attempted-tests call lists it. */
export const anAttemptSummary = (overrides: Partial<TAttemptSummary> = {}): TAttemptSummary => ({
  attemptNo: 1,
  name: 'Priya Meena',
  rollNo: '1001',
  studentId: 7,
  questions: {},
  setId: 10,
  examId: 1,
  setName: 'Mock Test 1',
  setNameHi: 'मॉक टेस्ट 1',
  examName: 'SSC CGL Examination',
  examNameHi: 'एसएससी सीजीएल परीक्षा',
  setData: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  submitReason: 'submitted',
  totalQuestion: 100,
  answered: 80,
  correct: 60,
  accuracy: 75,
  score: 105,
  maxScore: 200,
  ...overrides,
});
