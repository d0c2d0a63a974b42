import type { TPaper } from '@exam/contracts/papers/entities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import SetPreviewPage from './set-preview-page';

const question = (questionNo: number, groupId: number) => ({
  questionId: 100 + questionNo,
  questionNo,
  examId: 1,
  setId: 9,
  sectionId: 1,
  groupId,
  questionTextEn: `<p>Question text ${questionNo}</p>`,
  questionTextHi: null,
  options: [1, 2].map((n) => ({
    optionId: questionNo * 10 + n,
    optionNo: n,
    optionCap: n === 1 ? 'A' : 'B',
    optionTextEn: `Option ${n}`,
    optionTextHi: null,
  })),
});

const PAPER: TPaper = {
  setId: 9,
  setTypeId: 3,
  contentVersion: 1,
  exam: { examId: 1, examName: 'SSC CGL', examNameHi: null },
  template: {
    templateId: 1,
    examDuration: 10,
    totalQuestion: 3,
    totalMarks: 3,
    negativeMarks: false,
  },
  sections: [
    { sectionId: 1, sectionName: 'English', sectionNameHi: null, totalQuestion: 3, totalMarks: 3 },
  ],
  groups: [
    {
      groupId: 1,
      sectionId: 1,
      totalMarks: 2,
      totalQuestion: 2,
      titleEn: 'Comprehension',
      instructionsEn: '<p>The river rises in the hills.</p>',
    },
    { groupId: 2, sectionId: 1, totalMarks: 1, totalQuestion: 1, titleEn: '', instructionsEn: '' },
  ],
  questions: [question(1, 1), question(2, 1), question(3, 2)],
};

describe('/admin/sets/:id/preview', () => {
  it("shows a group's title and passage once, before its first question", async () => {
    // The set's own details are not needed: the title falls back to the exam's name.
    mockApi({ 'GET /v2/api/admin/sets/9/preview': PAPER });
    renderWithApp(<SetPreviewPage />, {
      route: '/admin/sets/9/preview',
      path: '/admin/sets/:id/preview',
    });
    const passage = await screen.findByRole('complementary', { name: 'Comprehension' });
    expect(passage).toHaveTextContent('The river rises in the hills.');
    expect(screen.getAllByText('The river rises in the hills.')).toHaveLength(1);
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    const text = document.body.textContent ?? '';
    expect(text.indexOf('The river rises')).toBeLessThan(text.indexOf('Question text 1'));
  });
});
