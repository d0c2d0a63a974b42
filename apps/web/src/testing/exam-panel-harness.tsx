import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ExamPanelView } from '@/features/exam-panel/components/exam-panel-view';
import { anAttempt, aPaper, aResumeWith } from './exam-builders';
import { aSet, aStudent } from './fixtures';
import { logIn, mockApi } from './mock-api';
import { renderWithApp } from './render';

export const START = 'POST /v2/api/cbt/student/attempt/start';
export const SAVE = 'POST /v2/api/cbt/student/save/response';
export const RESUME = 'POST /v2/api/cbt/student/get/all/response/by/studentId';
export const PAPER = 'GET /v2/api/cbt/question/get/all/by/setId/10';

/** What the set page hands the panel: the set, the student and English. */
export const examFlow = { setData: aSet(), studentData: aStudent(), language: { langId: 1 } };

/** A question of set 10's one section (1) and group (1), with no Hindi text unless given. */
export const aPanelQuestion = (
  questionId: number,
  questionNo: number,
  fields: Omit<
    TPaperQuestion,
    'questionId' | 'questionNo' | 'examId' | 'setId' | 'sectionId' | 'groupId' | 'questionTextHi'
  > &
    Partial<Pick<TPaperQuestion, 'questionTextHi'>>,
): TPaperQuestion => ({
  questionId,
  questionNo,
  examId: 1,
  setId: 10,
  sectionId: 1,
  groupId: 1,
  questionTextHi: null,
  ...fields,
});

/** Set 10's paper with one section holding `questions`, an hour long. */
export function aOneSectionPaper(
  questions: TPaperQuestion[],
  names: { exam: string; section: string; sectionHi: string },
): TPaper {
  const totalMarks = questions.reduce((sum, q) => sum + (q.marks ?? 0), 0);
  const totals = { totalQuestion: questions.length, totalMarks };
  return aPaper({
    exam: { examId: 1, examName: names.exam, examNameHi: null },
    template: { templateId: 1, examDuration: 60, negativeMarks: true, ...totals },
    sections: [
      { sectionId: 1, sectionName: names.section, sectionNameHi: names.sectionHi, ...totals },
    ],
    questions,
  });
}

/** A save endpoint that accepts every batch and keeps its bodies in `sent`. */
export function acceptingSaves(sent: Record<string, unknown>[]) {
  return ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    return { applied: true, seq: body.seq, timeLeftMs: 3_500_000, serverNow: Date.now() };
  };
}

/** A desktop: every media query matches (jsdom matches none), so the side panel sits beside the question. */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Opens the exam panel on `paper` as a logged-in student; `sent` collects the saves. */
export function openExamPanel(
  paper: TPaper,
  { resume = aResumeWith(), attempt = anAttempt() }: { resume?: unknown; attempt?: TAttempt } = {},
) {
  logIn(aStudent());
  const sent: Record<string, unknown>[] = [];
  mockApi({ [START]: attempt, [RESUME]: resume, [PAPER]: paper, [SAVE]: acceptingSaves(sent) });
  renderWithApp(<ExamPanelView />, { route: '/exampanel', state: examFlow });
  return {
    sent,
    user: userEvent.setup(),
    firstQuestion: () => screen.findByRole('heading', { name: 'Question No. 1' }),
  };
}
