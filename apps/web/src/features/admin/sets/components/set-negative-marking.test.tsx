import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n/translations';
import { bankQuestion, mockBuilderApi, renderNewSet, savedSet } from './set-builder-fixtures';

const negativeOf = (row: number) =>
  screen.getByLabelText('Negative', { selector: `#sections-0-groups-0-q${row}-negative` });

/** A new set with a single-choice question and a numerical one in its section. */
async function twoQuestions() {
  const sent = mockBuilderApi(
    [bankQuestion(1, 'Kinetic energy'), bankQuestion(2, 'Find g', 'numerical')],
    savedSet({ nameEn: 'JEE mock' }),
  );
  const user = userEvent.setup();
  const onSaved = renderNewSet();
  await user.type(screen.getByLabelText('Name (English)'), 'JEE mock');
  await user.click(screen.getByRole('button', { name: 'Add questions' }));
  const picker = await screen.findByRole('dialog', { name: 'Add questions to Section 1' });
  await user.click(await within(picker).findByRole('button', { name: 'Add: #1' }));
  await user.click(within(picker).getByRole('button', { name: 'Add: #2' }));
  await user.click(within(picker).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);
  const [setAmount, sectionAmount] = screen.getAllByLabelText('Marks lost per wrong answer') as [
    HTMLElement,
    HTMLElement,
  ];
  return { sent, user, onSaved, setAmount, sectionAmount };
}

describe('negative-marking amounts in the set builder', { timeout: 20_000 }, () => {
  it('shows what each question loses as the amounts are typed, and sends them', async () => {
    const { sent, user, onSaved, setAmount, sectionAmount } = await twoQuestions();
    await user.click(screen.getByRole('switch', { name: 'Negative marking' }));
    // Nothing chosen: SPEC's quarter of the 1 mark, and nothing for a typed (numerical) answer.
    expect(setAmount).toHaveAccessibleDescription(/Empty: a quarter of each question’s marks/);
    expect(negativeOf(0)).toHaveAccessibleDescription('Wrong answer: −0.25');
    expect(negativeOf(1)).toHaveAccessibleDescription('Wrong answer: no marks lost');

    await user.type(setAmount, '1');
    expect(sectionAmount).toHaveAccessibleDescription('Empty: the set’s (1)');
    expect(negativeOf(0)).toHaveAccessibleDescription('Wrong answer: −1');
    expect(negativeOf(1)).toHaveAccessibleDescription('Wrong answer: −1');

    await user.clear(screen.getByLabelText('Marks per question'));
    await user.type(screen.getByLabelText('Marks per question'), '4');
    await user.type(sectionAmount, '0.5');
    await user.type(negativeOf(1), '2');
    expect(negativeOf(0)).toHaveAccessibleDescription('Wrong answer: −0.5');
    expect(negativeOf(1)).toHaveAccessibleDescription('Wrong answer: −2');

    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      negativeMarks: true,
      negativeMark: 1,
      sections: [
        {
          marksPerQuestion: 4,
          negativeMark: 0.5,
          groups: [{ questions: [{ bankQuestionId: 1 }, { bankQuestionId: 2, negativeMark: 2 }] }],
        },
      ],
    });
  });

  it('says that with negative marking off no wrong answer loses anything, own amounts included', async () => {
    const { sent, user, onSaved, setAmount } = await twoQuestions();
    await user.type(setAmount, '1');
    await user.type(negativeOf(0), '2');
    expect(setAmount).toHaveAccessibleDescription(
      'Negative marking is off: no wrong answer loses anything, whatever the amounts.',
    );
    expect(negativeOf(0)).toHaveAccessibleDescription('Wrong answer: no marks lost');
    expect(negativeOf(1)).toHaveAccessibleDescription('Wrong answer: no marks lost');
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ negativeMarks: false, negativeMark: 1 });
  });

  it('refuses a section amount above the marks of its questions, naming the field', async () => {
    const { sent, user, sectionAmount } = await twoQuestions();
    await user.type(sectionAmount, '3');
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    expect(
      await screen.findByText('must not be more than the marks of a question of Section 1 (1)'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
  it("shows a just-picked question's own marks and amount (an imported file's) before any save", async () => {
    mockBuilderApi(
      [{ ...bankQuestion(3, 'Imported with a penalty'), marks: 4, negativeMark: 1 }],
      savedSet({ nameEn: 'NEET mock' }),
    );
    const user = userEvent.setup();
    renderNewSet();
    await user.click(screen.getByRole('switch', { name: 'Negative marking' }));
    await user.click(screen.getByRole('button', { name: 'Add questions' }));
    const picker = await screen.findByRole('dialog', { name: 'Add questions to Section 1' });
    await user.click(await within(picker).findByRole('button', { name: 'Add: #3' }));
    await user.click(within(picker).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);
    expect(negativeOf(0)).toHaveValue('1');
    expect(negativeOf(0)).toHaveAccessibleDescription('Wrong answer: −1');
  });
});
