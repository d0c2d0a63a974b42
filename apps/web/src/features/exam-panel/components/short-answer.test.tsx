import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aResumeWith, aSaveRecord } from '@/testing/exam-builders';
import {
  aOneSectionPaper,
  aPanelQuestion,
  openExamPanel,
  stubMatchMedia,
} from '@/testing/exam-panel-harness';
import { storedResponse } from '@/testing/fixtures';
import { someOptions } from '@/testing/result-builders';

const paper = aOneSectionPaper(
  [
    aPanelQuestion(201, 1, {
      questionType: 'short-answer',
      marks: 4,
      negativeMark: 0,
      questionTextEn: '<p>The capital of India?</p>',
      questionTextHi: '<p>भारत की राजधानी?</p>',
      options: [],
    }),
    aPanelQuestion(202, 2, {
      questionType: 'single',
      marks: 4,
      negativeMark: 1,
      questionTextEn: '<p>2 + 2?</p>',
      options: someOptions(2021, ['4', '5']),
    }),
  ],
  { exam: 'GK Mock', section: 'GK', sectionHi: 'सामान्य ज्ञान' },
);

const openPanel = (resume = aResumeWith()) => openExamPanel(paper, { resume });

describe('the exam panel with a short-answer question', () => {
  beforeEach(stubMatchMedia);

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
