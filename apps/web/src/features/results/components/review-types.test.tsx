import type { TReviewQuestion } from '@exam/contracts/results/entities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultRoute } from '@/app/routes/result';
import { i18n } from '@/lib/i18n/i18n';
import { aStudent } from '@/testing/fixtures';
import {
  aSectionSummary,
  anExamResult,
  halfOfFiveQuestion,
  primesQuestion,
  questionFrame,
  someOptions,
} from '@/testing/result-builders';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

vi.mock('./lazy-charts', () => ({
  AccuracyBars: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  TimeLine: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const RESULT = 'POST /v2/api/cbt/student/result';
const REVIEW = 'POST /v2/api/cbt/student/result/review';

const options = (questionId: number, texts: string[]) => someOptions(questionId * 10 + 1, texts);

const base = (questionNo: number) => ({
  ...questionFrame(100 + questionNo, questionNo, 7),
  selectedAnswerId: 0,
});

// Hand-worked: Q1 multiple (key A, C; JEE partial) with A only → +1 of 4; Q2 numerical (2.4–2.6)
// typed 2.5 → +4 of 4; Q3 multiple with A and B (B wrong) → −2.
const REVIEWED: TReviewQuestion[] = [
  {
    ...base(1),
    ...primesQuestion(1011),
    questionTextEn: '<p>Which are prime? \\(p > 1\\)</p>',
    selectedAnswerIds: [1011],
    outcome: 'Partial',
    marksEarned: 1,
    maxMarks: 4,
    questionSolutionTextEn: '<p>2 and 5.</p>',
  },
  {
    ...base(2),
    ...halfOfFiveQuestion(),
    numericAnswer: '2.5',
    outcome: 'Correct',
    marksEarned: 4,
    maxMarks: 4,
    questionSolutionTextEn: null,
  },
  {
    ...base(3),
    questionType: 'multiple',
    marks: 4,
    negativeMark: 2,
    questionTextEn: '<p>Which are even?</p>',
    options: options(103, ['2', '3', '4']),
    answerIds: [1031, 1033],
    selectedAnswerIds: [1031, 1032],
    outcome: 'Incorrect',
    marksEarned: -2,
    maxMarks: 4,
    questionSolutionTextEn: null,
  },
];

const resultQuestion = (r: TReviewQuestion, timeSpentSec: number) => ({
  questionId: r.questionId,
  questionNo: r.questionNo,
  sectionId: 1,
  outcome: r.outcome,
  questionType: r.questionType,
  answerId: 0,
  correctAnswerId: null,
  marks: r.marksEarned ?? 0,
  maxMarks: r.maxMarks ?? 0,
  timeSpentSec,
});

const result = anExamResult({
  setName: 'JEE Mock',
  examName: 'JEE Main',
  score: 3,
  maxScore: 12,
  percentage: 25,
  correct: 1,
  incorrect: 1,
  skipped: 0,
  partial: 1,
  attempted: 3,
  accuracy: 33,
  passMark: 3.6,
  passed: false,
  totalTimeSec: 90,
  averageTimePerQuestionSec: 30,
  sections: [
    aSectionSummary(1, 'Mathematics', {
      attempted: 3,
      correct: 1,
      incorrect: 1,
      partial: 1,
      score: 3,
      maxScore: 12,
      accuracy: 33,
    }),
  ],
  questions: REVIEWED.map((r, i) => resultQuestion(r, 30 + i)),
  rank: { rank: 1, total: 1, percentile: 100 },
});

/** Opens attempt 1's report with its review (the questions given, in the groups given). */
async function openReport(questions = REVIEWED, groups: unknown[] = []) {
  logIn(aStudent());
  mockApi({
    [RESULT]: result,
    [REVIEW]: { setId: 7, attemptNo: 1, sections: [], groups, questions },
  });
  const view = renderWithApp(<ResultRoute />, { route: '/submitexam?setId=7&attemptNo=1' });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'JEE Mock' });
  return { view, user };
}

// Each test renders the whole report and its review: slow on a loaded machine.
describe('the result report of the new question types', { timeout: 20_000 }, () => {
  it('counts partly right answers, shows marks per question, and reviews every type with its key', async () => {
    const { user } = await openReport();
    expect(screen.getByText('Partially correct: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = screen.getByTestId('result-table');
    expect(within(table).getByText('Partially correct')).toBeInTheDocument();
    expect(within(table).getByText('1 / 4')).toBeInTheDocument();
    expect(within(table).getByText('-2 / 4')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'Review All Questions' }));
    const items = await screen.findAllByTestId('review-question');
    const item = (index: number) => {
      const found = items[index];
      if (!found) throw new Error(`no review item ${index}`);
      return found;
    };
    const [multiple, numerical, wrong] = [item(0), item(1), item(2)];
    expect(multiple).toHaveTextContent('Partially correct');
    expect(within(multiple).getByTestId('review-marks')).toHaveTextContent('+1 of 4 marks');
    expect(within(multiple).getByText('Select all correct options')).toBeInTheDocument();
    const optionRow = (item: HTMLElement, text: string) =>
      within(item)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(text));
    expect(optionRow(multiple, 'A. 2')).toHaveTextContent('Your answer');
    expect(optionRow(multiple, 'A. 2')).toHaveTextContent('Correct answer');
    expect(optionRow(multiple, 'C. 5')).toHaveTextContent('Correct answer');
    expect(optionRow(multiple, 'C. 5')).not.toHaveTextContent('Your answer');
    await vi.waitFor(() => expect(multiple.querySelector('.katex')).not.toBeNull());

    expect(within(numerical).getByTestId('review-your-number')).toHaveTextContent('2.5');
    expect(numerical).toHaveTextContent('any value from 2.4 to 2.6');
    expect(within(numerical).getByTestId('review-marks')).toHaveTextContent('+4 of 4 marks');
    expect(within(wrong).getByTestId('review-marks')).toHaveTextContent('−2 of 4 marks');
    expect(optionRow(wrong, 'B. 3')).toHaveClass('bg-danger-subtle');
  });

  it('the answer key lists the options of each answer and the accepted range', async () => {
    const { user } = await openReport();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'View Answer Key' }));
    const rows = within(await screen.findByTestId('answer-key')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1A, CAPartially correct\+1$/);
    expect(rows[2]).toHaveTextContent(/^2any value from 2\.4 to 2\.62\.5Correct\+4$/);
    expect(rows[3]).toHaveTextContent(/^3A, CA, BIncorrect−2$/);
  });

  it("shows a group's title and passage once, before its first question, in either language", async () => {
    const groups = [
      {
        groupId: 1,
        sectionId: 1,
        totalMarks: 8,
        totalQuestion: 2,
        titleEn: 'Read the passage',
        titleHi: 'गद्यांश पढ़ें',
        instructionsEn: '<p>The river rises in the hills.</p>',
        instructionsHi: '<p>नदी पहाड़ों से निकलती है।</p>',
      },
      {
        groupId: 2,
        sectionId: 1,
        totalMarks: 4,
        totalQuestion: 1,
        titleEn: '',
        instructionsEn: '',
      },
    ];
    const questions = REVIEWED.map((q) => (q.questionNo === 3 ? { ...q, groupId: 2 } : q));
    for (const [language, title, passage, reviewAll] of [
      ['en', 'Read the passage', 'The river rises in the hills.', 'Review All Questions'],
      ['hi', 'गद्यांश पढ़ें', 'नदी पहाड़ों से निकलती है।', 'सभी प्रश्नों की समीक्षा करें'],
    ] as const) {
      await i18n.changeLanguage(language);
      const { view, user } = await openReport(questions, groups);
      await user.click(screen.getByRole('tab', { name: /^(Actions|कार्य)$/ }));
      await user.click(screen.getByRole('button', { name: reviewAll }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findAllByTestId('review-question');
      const intro = within(dialog).getByRole('complementary', { name: title });
      expect(intro).toHaveTextContent(passage);
      // Once for its two questions; the plain group has none.
      expect(within(dialog).getAllByRole('complementary')).toHaveLength(1);
      expect(intro.nextElementSibling).toHaveTextContent('Which are prime?');
      view.unmount();
    }
    await i18n.changeLanguage('en');
  });
});

describe('the review of a shuffled paper (decision 040)', { timeout: 20_000 }, () => {
  it('lists the set order with a note, each question with the number the student saw it as', async () => {
    const seen = [3, 1, 2];
    const { user } = await openReport(REVIEWED.map((q, i) => ({ ...q, seenAsNo: seen[i] })));
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'Review All Questions' }));
    const items = await screen.findAllByTestId('review-question');
    expect(screen.getByTestId('shuffled-note')).toHaveTextContent("listed in the set's order");
    expect(items.map((item) => within(item).getByTestId('seen-as').textContent)).toEqual([
      'Your no. 3',
      'Your no. 1',
      'Your no. 2',
    ]);
  });

  it('shows no note nor numbers for a paper that was not shuffled', async () => {
    const { user } = await openReport();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'Review All Questions' }));
    await screen.findAllByTestId('review-question');
    expect(screen.queryByTestId('shuffled-note')).toBeNull();
    expect(screen.queryByTestId('seen-as')).toBeNull();
  });
});
