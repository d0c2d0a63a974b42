import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anAttempt, aResumeWith, aSaveRecord } from '@/testing/exam-builders';
import { aStudent, storedResponse } from '@/testing/fixtures';
import { someOptions } from '@/testing/result-builders';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import {
  aOneSectionPaper,
  aPanelQuestion,
  acceptingSaves,
  examFlow,
  openExamPanel,
  PAPER,
  RESUME,
  SAVE,
  START,
  stubMatchMedia,
} from '@/testing/exam-panel-harness';
import { putOutbox, readOutbox, type OutboxRecord } from '../model/outbox';
import { ExamPanelView } from './exam-panel-view';

const options = (questionId: number, texts: string[]) => someOptions(questionId * 10 + 1, texts);

const QUESTIONS: TPaperQuestion[] = [
  aPanelQuestion(101, 1, {
    questionType: 'multiple',
    markingRule: 'jee-partial',
    marks: 4,
    negativeMark: 2,
    questionTextEn: '<p>Which are prime?</p>',
    options: options(101, ['2', '4', '5', '9']),
  }),
  aPanelQuestion(102, 2, {
    questionType: 'numerical',
    marks: 4,
    negativeMark: 0,
    questionTextEn: '<p>Solve \\(x + 1 = 0\\)</p>',
    options: [],
  }),
  aPanelQuestion(103, 3, {
    questionType: 'true-false',
    marks: 1,
    negativeMark: 0.25,
    questionTextEn: '<p>The sun is a star.</p>',
    options: options(103, ['True', 'False']),
  }),
];

const paper = aOneSectionPaper(QUESTIONS, {
  exam: 'JEE Practice Mock',
  section: 'Mathematics',
  sectionHi: 'गणित',
});

const attempt = anAttempt();

const flow = examFlow;
const REF = { studentId: 7, setId: 10, attemptNo: 1 };

/** Opens the panel on the paper above as a logged-in student; `sent` collects the saves. */
async function openPanel() {
  const opened = openExamPanel(paper, { attempt });
  await opened.firstQuestion();
  return opened;
}

describe('the exam panel with the new question types', () => {
  beforeEach(stubMatchMedia);

  it("shows a group's title and passage above each of its questions, and none for a plain group", async () => {
    logIn(aStudent());
    const grouped: TPaper = {
      ...paper,
      groups: [
        {
          groupId: 1,
          sectionId: 1,
          totalMarks: 8,
          totalQuestion: 2,
          titleEn: 'Comprehension',
          titleHi: 'गद्यांश',
          instructionsEn: '<p>The river rises in the hills.</p>',
          instructionsHi: null,
        },
        {
          groupId: 2,
          sectionId: 1,
          totalMarks: 1,
          totalQuestion: 1,
          titleEn: '',
          instructionsEn: '',
        },
      ],
      questions: QUESTIONS.map((q) => (q.questionNo === 3 ? { ...q, groupId: 2 } : q)),
    };
    mockApi({
      [START]: attempt,
      [RESUME]: aResumeWith(),
      [PAPER]: grouped,
      [SAVE]: acceptingSaves([]),
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    const passage = screen.getByRole('complementary', { name: 'Comprehension' });
    expect(passage).toHaveTextContent('The river rises in the hills.');

    await user.click(screen.getByRole('button', { name: 'Question 2: Not Visited' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(screen.getByRole('complementary', { name: 'Comprehension' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Question 3: Not Visited' }));
    await screen.findByRole('heading', { name: 'Question No. 3' });
    expect(screen.queryByText('The river rises in the hills.')).not.toBeInTheDocument();
  });

  it('multiple correct: checkboxes ticked with Space, the hint and the marking, all options sent', async () => {
    const { sent, user } = await openPanel();

    const group = screen.getByRole('group', { name: 'Options of question 1' });
    expect(group).toHaveAccessibleDescription(/Select all correct options/);
    expect(screen.getByText('Marks: +4 / −2')).toBeInTheDocument();
    expect(screen.getByText(/Partial marking: \+1 for each correct option/)).toBeInTheDocument();
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'C. 5' }));
    // The keyboard: Tab to the first option, Space ticks it.
    screen.getByRole('checkbox', { name: 'A. 2' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'A. 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'C. 5' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));

    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      questionId: 101,
      action: 1,
      answerId: 0,
      answerIds: [1011, 1013],
      respOptionNo: 1,
      quesOptionNo: 4,
      answered: 1,
    });
    expect(sent[0]).not.toHaveProperty('numericAnswer');
  });

  it('numerical: typed on the keypad, sent as typed; a lone minus sign is no answer', async () => {
    logIn(aStudent());
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [START]: attempt,
      [RESUME]: aResumeWith(
        [
          {
            ...storedResponse(record(101, 1, { answerId: 0, answerIds: [1011] })),
            timeLeftInMilliseconds: 3_530_000,
          },
        ],
        1,
      ),
      [PAPER]: paper,
      [SAVE]: acceptingSaves(sent),
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await user.click(screen.getByRole('button', { name: 'Question 2: Not Visited' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });

    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription('Enter a numerical value');
    expect(screen.getByText('Marks: +4, no negative marking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minus sign' }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('heading', { name: 'Question No. 3' });
    expect(sent[0]).toMatchObject({ questionId: 102, action: 0, answerId: 0, numericAnswer: '' });

    await user.click(screen.getByRole('button', { name: 'Question 2: UnAnswered' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'Minus sign' }));
    await user.click(screen.getByRole('button', { name: 'Mark for Review' }));
    await screen.findByRole('heading', { name: 'Question No. 3' });
    expect(sent[1]).toMatchObject({
      questionId: 102,
      action: 3,
      answerId: 0,
      numericAnswer: '-1',
      respOptionNo: 0,
      quesOptionNo: 0,
    });
    expect(sent[1]).not.toHaveProperty('answerIds');
  });

  it('true/false is a radio pair; Clear sends no answer', async () => {
    const { sent, user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Question 3: Not Visited' }));
    await user.click(await screen.findByRole('radio', { name: 'A. True' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ questionId: 103, action: 0, answerId: 0 });
    expect(screen.getByRole('radio', { name: 'A. True' })).not.toBeChecked();
  });

  it('a reload brings back the saved options and number, and the unsent ones from this device', async () => {
    logIn(aStudent());
    putOutbox(REF, record(102, 4, { answerId: 0, numericAnswer: '2.5', action: 1 }));
    const sent: Record<string, unknown>[] = [];
    const stored = [
      storedResponse(record(101, 3, { answerId: 0, answerIds: [1012, 1014], action: 3 })),
    ];
    mockApi({
      [START]: { ...attempt, lastSeq: 3 },
      [RESUME]: () =>
        aResumeWith(
          [...stored, ...sent.map((s) => ({ ...storedResponse(s), timeLeftInMilliseconds: 1 }))],
          4,
        ),
      [PAPER]: paper,
      [SAVE]: acceptingSaves(sent),
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(sent).toMatchObject([{ questionId: 102, numericAnswer: '2.5', seq: 4 }]);
    expect(readOutbox(REF)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('2.5');
    expect(
      screen.getByRole('button', { name: 'Question 1: Answered & Marked for review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2: Answered' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Question 1: Answered & Marked for review' }),
    );
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(screen.getByRole('checkbox', { name: 'B. 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'D. 9' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A. 2' })).not.toBeChecked();
  });

  it('View Question lists each question with its formula typeset, not as LaTeX', async () => {
    logIn(aStudent());
    mockApi({ [START]: attempt, [RESUME]: aResumeWith(), [PAPER]: paper });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await userEvent.click(screen.getByRole('button', { name: 'View Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Questions' });
    // By its place, not its accessible name: jsdom cannot compute styles once KaTeX's are in.
    const second = dialog.querySelectorAll('li button')[1];
    if (!second) throw new Error('no second question in the list');
    expect(second).toHaveTextContent(/^2Solve/);
    await vi.waitFor(() => expect(second.querySelector('.katex')).not.toBeNull());
    expect(second.textContent).not.toContain('\\(');
  });

  it("View Question shows a group's title and passage once, before its first question, in either language", async () => {
    const grouped: TPaper = {
      ...paper,
      groups: [
        {
          groupId: 1,
          sectionId: 1,
          totalMarks: 9,
          totalQuestion: 3,
          titleEn: 'Comprehension',
          titleHi: 'गद्यांश',
          instructionsEn: '<p>The river rises in the hills.</p>',
          instructionsHi: '<p>नदी पहाड़ों से निकलती है।</p>',
        },
      ],
    };
    for (const [langId, title, passage] of [
      [1, 'Comprehension', 'The river rises in the hills.'],
      [2, 'गद्यांश', 'नदी पहाड़ों से निकलती है।'],
    ] as const) {
      logIn(aStudent());
      mockApi({ [START]: attempt, [RESUME]: aResumeWith(), [PAPER]: grouped });
      const view = renderWithApp(<ExamPanelView />, {
        route: '/exampanel',
        state: { ...flow, language: { langId } },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'View Question' }));
      const dialog = await screen.findByRole('dialog', { name: 'All Questions' });
      const intro = within(dialog).getByRole('complementary', { name: title });
      expect(intro).toHaveTextContent(passage);
      expect(within(dialog).getAllByRole('complementary')).toHaveLength(1);
      // Before the first question's button, not inside it.
      expect(intro.closest('li')?.querySelector('button')).toHaveTextContent(/^1/);
      view.unmount();
    }
  });

  it('speaks Hindi: the hints and the keypad', async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    mockApi({ [START]: attempt, [RESUME]: aResumeWith(), [PAPER]: paper });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByText('सभी सही विकल्प चुनें');
    expect(screen.getByText(/आंशिक अंकन/)).toBeInTheDocument();
  });
});

function record(
  questionId: number,
  seq: number,
  answer: Partial<OutboxRecord> & { answerId: number },
): OutboxRecord {
  return aSaveRecord({
    questionId,
    answerKeyId: 0,
    timeLeft: '59:00',
    timeLeftInMilliseconds: 3_540_000,
    action: 1,
    questionNo: questionId % 100,
    answered: 1,
    notVisited: 1,
    unanswered: 1,
    quesOptionNo: 0,
    seq,
    ...answer,
  });
}
