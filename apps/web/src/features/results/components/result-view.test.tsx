import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TExamResult } from '@exam/contracts/results/entities';
import { ResultRoute } from '@/app/routes/result';
import { i18n } from '@/lib/i18n/i18n';
import { aSet, aStudent } from '@/testing/fixtures';
import { aSectionSummary, anExamResult } from '@/testing/result-builders';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';

// Canvas charts are not drawn in jsdom; their accessible names are what the tests read.
vi.mock('./lazy-charts', () => ({
  AccuracyBars: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  TimeLine: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const RESULT = 'POST /v2/api/cbt/student/result';
const REVIEW = 'POST /v2/api/cbt/student/result/review';

const section = aSectionSummary;
const q = (
  questionNo: number,
  sectionId: number,
  outcome: 'Correct' | 'Incorrect' | 'Skipped',
) => ({
  questionId: 100 + questionNo,
  questionNo,
  sectionId,
  outcome,
  answerId: outcome === 'Skipped' ? 0 : 1,
  correctAnswerId: 1,
  marks: outcome === 'Correct' ? 2 : outcome === 'Incorrect' ? -0.5 : 0,
  maxMarks: 2,
  timeSpentSec: questionNo * 10,
});

// Hand-worked: 4 questions × 2 marks; Q1 correct, Q2 wrong, Q3 correct, Q4 skipped → 3.5 of 8.
const result = anExamResult({
  attemptNo: 2,
  setName: 'CGL Mock 1',
  examName: 'SSC CGL',
  score: 3.5,
  maxScore: 8,
  percentage: 43.75,
  correct: 2,
  incorrect: 1,
  skipped: 1,
  attempted: 3,
  accuracy: 67,
  passMark: 2.4,
  passed: true,
  totalTimeSec: 125,
  averageTimePerQuestionSec: 42,
  sections: [
    section(1, 'Reasoning', { attempted: 2, correct: 1, incorrect: 1, score: 1.5, accuracy: 50 }),
    section(2, 'Maths', { attempted: 1, correct: 1, skipped: 1, score: 2, accuracy: 100 }),
  ],
  questions: [q(1, 1, 'Correct'), q(2, 1, 'Incorrect'), q(3, 2, 'Correct'), q(4, 2, 'Skipped')],
  rank: { rank: 3, total: 40, percentile: 95 },
});

describe('ResultRoute', () => {
  it("shows the student's percentile and rank across the shifts of a sitting, or when they come", async () => {
    logIn(aStudent());
    const sitting = { name: 'Board Maths 2026', shifts: 2, candidates: 5 };
    mockApi({
      [RESULT]: { ...result, sitting: { ...sitting, percentile: 66.6666667, rank: 3 } },
    });
    renderWithApp(<ResultRoute />, {
      route: '/submitexam',
      state: { setData: aSet({ examSetId: 7 }), attemptNo: 2 },
    });
    const standing = await screen.findByTestId('result-sitting');
    expect(standing).toHaveTextContent('Board Maths 2026 (2 shifts)');
    expect(screen.getByTestId('result-sitting-percentile')).toHaveTextContent('66.6666667');
    expect(screen.getByTestId('result-sitting-rank')).toHaveTextContent('3 / 5');
  });

  it('says the sitting standing comes once every shift has ended', async () => {
    logIn(aStudent());
    mockApi({
      [RESULT]: {
        ...result,
        sitting: {
          name: 'Board Maths 2026',
          shifts: 2,
          candidates: 0,
          percentile: null,
          rank: null,
        },
      },
    });
    renderWithApp(<ResultRoute />, {
      route: '/submitexam',
      state: { setData: aSet({ examSetId: 7 }), attemptNo: 2 },
    });
    expect(await screen.findByTestId('result-sitting')).toHaveTextContent(
      'Your percentile and rank across the shifts appear once every shift has ended.',
    );
  });

  it('shows the report of the attempt in the navigation state and puts it in the address', async () => {
    logIn(aStudent());
    const api = mockApi({ [RESULT]: result });
    renderWithApp(<ResultRoute />, {
      route: '/submitexam',
      state: { setData: aSet({ examSetId: 7 }), attemptNo: 2 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading result');
    expect(await screen.findByRole('heading', { level: 1, name: 'CGL Mock 1' })).toBeVisible();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      studentId: 0,
      setId: 7,
      attemptNo: 2,
    });
    expect(currentLocation(screen.getByTestId('location')).path).toBe(
      '/submitexam?setId=7&attemptNo=2',
    );
    expect(screen.getByTestId('result-status')).toHaveTextContent('Qualified');
    expect(screen.getByTestId('result-score')).toHaveTextContent('3.5 of 8 marks');
    expect(screen.getByText('You met the cut-off')).toBeVisible();
    expect(screen.getByTestId('result-rank')).toHaveTextContent('3 / 40');
    expect(screen.getByText('among 40 candidates')).toBeVisible();
    expect(screen.getByTestId('result-percentile')).toHaveTextContent('Percentile: 95');
    expect(screen.getByRole('img', { name: 'Score 43.75%, cut-off at 2.4 marks' })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Accuracy by section: Reasoning 50%, Maths 100%' }),
    ).toBeVisible();
    expect(within(screen.getByTestId('strongest')).getByText('Maths')).toBeVisible();
    expect(within(screen.getByTestId('weakest')).getByText('Reasoning')).toBeVisible();
    expect(screen.getByText('Most time went to Maths: 1m 10s (70% of your time).')).toBeVisible();
  });

  it('Jump to Incorrect opens the table at the first wrong answer', async () => {
    const scrolled = vi.fn();
    // jsdom does not lay out pages, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = scrolled;
    logIn(aStudent());
    mockApi({ [RESULT]: result });
    renderWithApp(<ResultRoute />, { route: '/viewDetailedAnalysis?setId=7&attemptNo=2' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jump to Incorrect' }));
    expect(screen.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    const row = document.getElementById('result-q-2');
    expect(row).toHaveFocus();
    expect(row).toHaveTextContent('Incorrect');
    expect(scrolled).toHaveBeenCalled();
  });

  it('Practice Weak Areas goes to /practice/ with the section questions, key and solutions', async () => {
    logIn(aStudent());
    const question = (questionNo: number, sectionId: number, outcome: string) => ({
      questionId: 100 + questionNo,
      questionNo,
      examId: 1,
      setId: 7,
      sectionId,
      groupId: 1,
      questionTextEn: `<p>Q${questionNo}</p>`,
      questionTextHi: null,
      options: [],
      answerId: 1,
      questionSolutionTextEn: '<p>Because.</p>',
      questionSolutionTextHi: null,
      selectedAnswerId: 1,
      outcome,
    });
    mockApi({
      [RESULT]: result,
      [REVIEW]: {
        setId: 7,
        attemptNo: 2,
        sections: [],
        groups: [],
        questions: [question(1, 1, 'Correct'), question(2, 1, 'Incorrect')],
      },
    });
    // Only on its own path, as in the app: at /practice/ the report is gone and cannot rewrite the URL.
    renderWithApp(<ResultRoute />, {
      route: '/submitexam?setId=7&attemptNo=2',
      path: '/submitexam',
    });
    await userEvent.click(
      within(await screen.findByTestId('weakest')).getByRole('button', {
        name: 'Practice Weak Areas',
      }),
    );
    await vi.waitFor(() =>
      expect(currentLocation(screen.getByTestId('location')).path).toBe('/practice/'),
    );
    const state = currentLocation(screen.getByTestId('location')).state as {
      title: string;
      questions: Record<string, unknown>[];
    };
    expect(state.title).toBe('CGL Mock 1 · Reasoning');
    expect(state.questions).toEqual([
      expect.objectContaining({
        questionNo: 2,
        answerId: 1,
        questionSolutionTextEn: '<p>Because.</p>',
      }),
    ]);
    expect(state.questions[0]).not.toHaveProperty('selectedAnswerId');
  });

  it("says 'No student attempts found' for an attempt that does not exist", async () => {
    logIn(aStudent());
    mockApi({
      [RESULT]: jsonResponse(errorEnvelope(404, 'NOT_FOUND', 'Attempt 9 was not found.'), 404),
    });
    renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7&attemptNo=9' });
    expect(await screen.findByTestId('result-error')).toHaveTextContent(
      'Error: No student attempts found',
    );
  });

  it("says when a scheduled exam's result will be released, in English and Hindi", async () => {
    logIn(aStudent());
    // A new Response for each call: the page is shown twice.
    mockApi({
      [RESULT]: () =>
        jsonResponse(
          {
            ...errorEnvelope(403, 'RESULT_NOT_RELEASED', 'Your result will be released on …'),
            window: {
              opensAt: '2026-11-25T04:30:00.000Z',
              closesAt: '2026-11-25T06:30:00.000Z',
              timeZone: 'Asia/Kolkata',
              releaseAt: '2026-11-25T06:30:00.000Z',
            },
          },
          403,
        ),
    });
    const { unmount } = renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7' });
    expect(await screen.findByTestId('result-not-released')).toHaveTextContent(
      /^Your result will be released on 25 Nov 2026, 12:00 pm IST\.$/i,
    );
    expect(screen.queryByTestId('result-error')).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('hi');
    try {
      renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7' });
      expect(await screen.findByTestId('result-not-released')).toHaveTextContent(
        /^आपका परिणाम 25 नव॰ 2026, .* को जारी किया जाएगा।$/,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's message for an attempt not submitted yet", async () => {
    logIn(aStudent());
    const message = 'Attempt 1 of this set is not submitted yet.';
    mockApi({ [RESULT]: jsonResponse(errorEnvelope(409, 'ATTEMPT_NOT_SUBMITTED', message), 409) });
    renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7' });
    expect(await screen.findByTestId('result-error')).toHaveTextContent(`Error: ${message}`);
  });

  it('opened without an attempt, links to the attempted tests instead of staying blank', () => {
    logIn(aStudent());
    mockApi({});
    renderWithApp(<ResultRoute />, { route: '/submitexam' });
    expect(screen.getByRole('link', { name: 'Go to Attempted Tests' })).toHaveAttribute(
      'href',
      '/attempted/test/',
    );
  });

  const showReport = async (report: TExamResult) => {
    logIn(aStudent());
    mockApi({ [RESULT]: report });
    renderWithApp(<ResultRoute />, { route: '/viewDetailedAnalysis?setId=7&attemptNo=2' });
    await screen.findByRole('heading', { level: 1 });
  };

  it('heads the report with the time used, an IST date, and no placeholder roll number', async () => {
    await showReport({ ...result, totalTimeSec: 58, rollNo: '123' });
    // 10:00 UTC is 15:30 in India.
    expect(screen.getByTestId('result-date')).toHaveTextContent('23 Nov 2026, 3:30 pm IST');
    expect(screen.getByTestId('result-duration')).toHaveTextContent(/^58s$/);
    expect(screen.getByText('· Roll No. —')).toBeVisible();
    expect(screen.queryByText(/Roll No\. 123/)).toBeNull();
  });

  it('shows a real roll number and whole-minute durations as Xh Ym', async () => {
    await showReport({ ...result, totalTimeSec: 3_725, rollNo: '10A-17' });
    expect(screen.getByText('· Roll No. 10A-17')).toBeVisible();
    expect(screen.getByTestId('result-duration')).toHaveTextContent(/^1h 2m$/);
  });

  it('says which answer keys were corrected after the exam, in English and Hindi', async () => {
    const keyCorrections = [
      { questionNo: 7, kind: 'key' as const, at: '2026-11-24T06:30:00.000Z', reason: 'Misprint' },
      { questionNo: 2, kind: 'drop' as const, at: '2026-11-24T06:30:00.000Z', reason: 'Two right' },
    ];
    await showReport({ ...result, keyCorrections });
    const list = screen.getByTestId('key-corrections');
    expect(list).toHaveTextContent(
      'The answer key of question 7 was corrected on 24 Nov 2026, 12:00 pm IST; your score was recalculated.',
    );
    expect(list).toHaveTextContent('Question 2 was dropped on 24 Nov 2026');
    expect(list).toHaveTextContent('Reason: Misprint');
    await i18n.changeLanguage('hi');
    await showReport({ ...result, keyCorrections });
    expect(screen.getAllByTestId('key-corrections').at(-1)).toHaveTextContent('प्रश्न 7 की उत्तर कुंजी');
  });

  it('shows no notice when no key was corrected', async () => {
    await showReport(result);
    expect(screen.queryByTestId('key-corrections')).toBeNull();
  });

  it('writes durations and times in Hindi, in Hindi mode', async () => {
    await i18n.changeLanguage('hi');
    await showReport({ ...result, setNameHi: 'सीजीएल मॉक 1', examNameHi: 'एसएससी सीजीएल' });
    expect(screen.getByRole('heading', { level: 1, name: 'सीजीएल मॉक 1' })).toBeVisible();
    expect(screen.getByTestId('result-duration')).toHaveTextContent(/^0 घं 2 मि$/);
    expect(screen.getByTestId('result-date')).toHaveTextContent('23 नव॰ 2026, दोपहर 3:30 IST');
    expect(screen.getByText('कुल समय').nextElementSibling).toHaveTextContent('2 मि 05 से');
    expect(document.body).not.toHaveTextContent(/\d+s\b|\bpm\b/);
  });

  it('names no strongest or weakest section when nothing was answered, instead of a negative share', async () => {
    await showReport({
      ...result,
      correct: 0,
      incorrect: 0,
      skipped: 4,
      attempted: 0,
      sections: [section(1, 'Reasoning', { skipped: 2 }), section(2, 'Maths', { skipped: 2 })],
    });
    const weakest = screen.getByTestId('weakest');
    expect(weakest).toHaveTextContent('no question answered in any section');
    expect(within(weakest).queryByRole('button', { name: 'Practice Weak Areas' })).toBeNull();
    expect(screen.getByTestId('strongest')).not.toHaveTextContent('%');
  });

  it('shows a section below zero as marks lost to negative marking, not as −1%', async () => {
    await showReport({
      ...result,
      sections: [
        section(1, 'Reasoning', { attempted: 1, incorrect: 1, score: -0.25, maxScore: 25 }),
        section(2, 'Maths', { attempted: 1, correct: 1, score: 2, accuracy: 100 }),
      ],
    });
    const weakest = screen.getByTestId('weakest');
    expect(weakest).toHaveTextContent('-0.25 of 25 marks (negative marking), accuracy 0%');
    expect(weakest).not.toHaveTextContent('-1%');
  });

  it('says so when the invigilator submitted the exam', async () => {
    logIn(aStudent());
    mockApi({ [RESULT]: { ...result, submitReason: 'force-submitted' } });
    renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7&attemptNo=2' });
    expect(await screen.findByTestId('result-force-submitted')).toHaveTextContent(
      'Your exam was submitted by the invigilator',
    );
  });
});
