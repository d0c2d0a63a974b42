import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TResultReview } from '@exam/contracts/results/entities';
import { anExamResult, aSectionSummary } from '@/testing/result-builders';
import { aSection } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '@/features/admin/i18n/translations';
import StaffAttemptReportRoute from './staff-attempt-report';

// Canvas charts are not drawn in jsdom.
vi.mock('@/features/results/components/charts', () => ({
  AccuracyBars: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  TimeLine: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const REPORT = 'GET /v2/api/admin/attempts/5/report';
const REVIEW = 'GET /v2/api/admin/attempts/5/review';
const PDF = 'GET /v2/api/admin/attempts/5/report.pdf';

// One section, two questions × 2 marks: Q1 right, Q2 wrong (−0.5).
const result = anExamResult({
  setName: 'CGL Mock 1',
  examName: 'SSC CGL',
  studentId: 9,
  score: 1.5,
  maxScore: 4,
  percentage: 37.5,
  correct: 1,
  incorrect: 1,
  skipped: 0,
  attempted: 2,
  accuracy: 50,
  passMark: 1.2,
  passed: true,
  totalTimeSec: 60,
  averageTimePerQuestionSec: 30,
  sections: [
    aSectionSummary(1, 'Reasoning', {
      attempted: 2,
      correct: 1,
      incorrect: 1,
      score: 1.5,
      accuracy: 50,
    }),
  ],
  questions: [1, 2].map((n) => ({
    questionId: 100 + n,
    questionNo: n,
    sectionId: 1,
    outcome: n === 1 ? 'Correct' : 'Incorrect',
    answerId: n === 1 ? 11 : 22,
    correctAnswerId: n === 1 ? 11 : 21,
    marks: n === 1 ? 2 : -0.5,
    maxMarks: 2,
    timeSpentSec: 30,
  })),
  rank: { rank: 2, total: 10, percentile: 80 },
});

const option = (questionNo: number, optionNo: number) => ({
  optionId: questionNo * 10 + optionNo,
  optionNo,
  optionCap: String.fromCharCode(64 + optionNo),
  optionTextEn: `Option ${optionNo} of Q${questionNo}`,
  optionTextHi: null,
});
const review = {
  setId: 7,
  attemptNo: 1,
  sections: [aSection({ sectionNameHi: null, totalQuestion: 2, totalMarks: 4 })],
  groups: [],
  questions: [1, 2].map((n) => ({
    questionId: 100 + n,
    questionNo: n,
    examId: 1,
    setId: 7,
    sectionId: 1,
    groupId: 1,
    questionTextEn: `<p>Question text ${n}</p>`,
    questionTextHi: null,
    options: [option(n, 1), option(n, 2)],
    answerId: n * 10 + 1,
    questionSolutionTextEn: null,
    questionSolutionTextHi: null,
    selectedAnswerId: n === 1 ? 11 : 22,
    outcome: n === 1 ? 'Correct' : 'Incorrect',
  })),
} as unknown as TResultReview;

const renderReport = () =>
  renderWithApp(<StaffAttemptReportRoute />, {
    route: '/admin/attempts/5/report',
    path: '/admin/attempts/:id/report',
  });

// The whole report and its review dialog: slow on a loaded machine.
describe('a student’s report in the console', { timeout: 20_000 }, () => {
  it("opens the student's answers with the key from the console's own call, and offers no practice", async () => {
    const api = mockApi({ [REPORT]: result, [REVIEW]: review });
    renderReport();
    expect(await screen.findByTestId('report-student')).toHaveTextContent('Priya Meena');
    expect(screen.queryByRole('button', { name: 'Practice Weak Areas' })).not.toBeInTheDocument();
    expect(screen.getByText(/Practising weak areas is the student's own/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Review answers' }));
    const dialog = await screen.findByRole('dialog');
    const second = (await within(dialog).findAllByTestId('review-question'))[1] as HTMLElement;
    expect(second).toHaveTextContent('Question text 2');
    expect(within(second).getByText('Option 1 of Q2').closest('li')).toHaveTextContent(
      'Correct answer',
    );
    expect(within(second).getByText('Option 2 of Q2').closest('li')).toHaveTextContent(
      "The student's answer",
    );
    expect(dialog).not.toHaveTextContent('Your answer');
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/v2/api/admin/attempts/5/review');
    expect(api.mock.calls.some(([url]) => String(url).includes('/cbt/student/'))).toBe(false);
  });

  it('downloads the PDF scorecard from the console’s call, in the page’s language', async () => {
    const createObjectURL = vi.fn(() => 'blob:scorecard');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom does not navigate: the click that saves the file is only recorded.
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      [REPORT]: result,
      [PDF]: new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="scorecard-7-1-5.pdf"',
        },
      }),
    });
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    expect(api.mock.calls.map(([url]) => String(url))).toContain(
      '/v2/api/admin/attempts/5/report.pdf?lang=en',
    );
  });
});
