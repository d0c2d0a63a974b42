import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anExam, aSet, aStudent } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { ExamGrid } from './exam-grid';
import { SchoolExamListView } from './school-exam-list-view';

describe('exam names and descriptions in Hindi mode', () => {
  it("shows an exam card's Hindi name and Hindi description", async () => {
    await i18n.changeLanguage('hi');
    const exam = anExam({
      examDescription: '<p>Recruits graduates.</p>',
      examDescriptionHi: '<p>स्नातकों की भर्ती करता है।</p>',
    });
    renderWithApp(<ExamGrid exams={[exam]} isPending={false} error={null} onRetry={() => {}} />);
    const card = screen.getByRole('article', { name: 'एसएससी सीजीएल परीक्षा' });
    expect(card).toHaveTextContent('स्नातकों की भर्ती करता है।');
    expect(card).not.toHaveTextContent('Recruits graduates.');
  });

  it('keeps the English description when the exam has no Hindi one', async () => {
    await i18n.changeLanguage('hi');
    const exam = anExam({ examDescription: '<p>Recruits graduates.</p>', examDescriptionHi: null });
    renderWithApp(<ExamGrid exams={[exam]} isPending={false} error={null} onRetry={() => {}} />);
    expect(screen.getByRole('article')).toHaveTextContent('Recruits graduates.');
  });

  it("heads a school exam's sets with its Hindi name and a set count that reads as one", async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    const set = aSet({
      examId: 5,
      examName: 'Class 10 Board Examination',
      examNameHi: 'कक्षा 10 बोर्ड परीक्षा',
      setTypeId: 6,
      classId: 10,
    });
    mockApi({
      'POST /v2/api/cbt/question/set/get/active/by/classId/10': [
        set,
        { ...set, examSetId: set.examSetId + 1 },
      ],
    });
    renderWithApp(<SchoolExamListView studentClass={10} />);
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('कक्षा 10 बोर्ड परीक्षा 2 सेट');
    expect(heading).not.toHaveTextContent('Board Examination');
  });
});
