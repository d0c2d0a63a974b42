import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anAttempt, aResumeWith, aSaveRecord } from '@/testing/exam-builders';
import { aSet, aStudent, storedResponse } from '@/testing/fixtures';
import { someOptions } from '@/testing/result-builders';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { ExamPanelView } from './exam-panel-view';

const START = 'POST /v2/api/cbt/student/attempt/start';
const SAVE = 'POST /v2/api/cbt/student/save/response';
const RESUME = 'POST /v2/api/cbt/student/get/all/response/by/studentId';
const PAPER = 'GET /v2/api/cbt/question/get/all/by/setId/10';

const base = (questionId: number, questionNo: number) => ({
  questionId,
  questionNo,
  examId: 1,
  setId: 10,
  sectionId: 1,
  groupId: 1,
  questionTextHi: null,
});

const QUESTIONS: TPaperQuestion[] = [
  {
    ...base(201, 1),
    questionType: 'short-answer',
    marks: 4,
    negativeMark: 0,
    questionTextEn: '<p>The capital of India?</p>',
    questionTextHi: '<p>भारत की राजधानी?</p>',
    options: [],
  },
  {
    ...base(202, 2),
    questionType: 'single',
    marks: 4,
    negativeMark: 1,
    questionTextEn: '<p>2 + 2?</p>',
    options: someOptions(2021, ['4', '5']),
  },
];

const paper: TPaper = {
  setId: 10,
  setTypeId: 3,
  contentVersion: 1,
  exam: { examId: 1, examName: 'GK Mock', examNameHi: null },
  template: {
    templateId: 1,
    examDuration: 60,
    totalQuestion: 2,
    totalMarks: 8,
    negativeMarks: true,
  },
  sections: [
    {
      sectionId: 1,
      sectionName: 'GK',
      sectionNameHi: 'सामान्य ज्ञान',
      totalQuestion: 2,
      totalMarks: 8,
    },
  ],
  groups: [],
  questions: QUESTIONS,
};

const flow = { setData: aSet(), studentData: aStudent(), language: { langId: 1 } };

function acceptingSaves(sent: Record<string, unknown>[]) {
  return ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    return { applied: true, seq: body.seq, timeLeftMs: 3_500_000, serverNow: 0 };
  };
}

function openPanel(resume = aResumeWith()) {
  logIn(aStudent());
  const sent: Record<string, unknown>[] = [];
  mockApi({
    [START]: anAttempt(),
    [RESUME]: resume,
    [PAPER]: paper,
    [SAVE]: acceptingSaves(sent),
  });
  renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
  return { sent, user: userEvent.setup() };
}

describe('the exam panel with a short-answer question', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('takes a typed text, sends it trimmed in textAnswer, and the palette says Answered', async () => {
    const { sent, user } = openPanel();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAccessibleDescription('Type your answer (a word or a short phrase)');
    expect(field).toHaveAttribute('maxlength', '200');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.type(field, '  New Delhi ');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(sent[0]).toMatchObject({
      questionId: 201,
      action: 1,
      answerId: 0,
      textAnswer: 'New Delhi',
      respOptionNo: 0,
      quesOptionNo: 0,
    });
    expect(sent[0]).not.toHaveProperty('numericAnswer');
    expect(screen.getByRole('button', { name: 'Question 1: Answered' })).toBeInTheDocument();
  });

  it('spaces alone are no answer: saved as not answered, and marked for review without an answer', async () => {
    const { sent, user } = openPanel();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Mark for Review' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(sent[0]).toMatchObject({ questionId: 201, action: 2, textAnswer: '' });
    expect(
      screen.getByRole('button', { name: 'Question 1: Marked for review' }),
    ).toBeInTheDocument();
  });

  it('a reload brings the saved text back into the field', async () => {
    const saved = aSaveRecord({
      questionId: 201,
      questionNo: 1,
      answerId: 0,
      textAnswer: 'Delhi',
      action: 3,
      seq: 1,
      quesOptionNo: 0,
      answered: 0,
      answeredAndMarkedForReview: 1,
      notVisited: 1,
    });
    openPanel(aResumeWith([storedResponse(saved)], 1));
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Delhi');
    expect(
      screen.getByRole('button', { name: 'Question 1: Answered & Marked for review' }),
    ).toBeInTheDocument();
  });

  it('speaks Hindi: the label and the hint', async () => {
    await i18n.changeLanguage('hi');
    openPanel();
    const field = await screen.findByRole('textbox', { name: 'आपका उत्तर' });
    expect(field).toHaveAccessibleDescription('अपना उत्तर लिखें (एक शब्द या छोटा वाक्यांश)');
  });
});
