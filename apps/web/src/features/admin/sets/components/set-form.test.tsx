import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import '../../i18n/translations';
import { vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { emptyGroup, emptySection, fromSet } from '../utils/set-form-values';
import { SetForm } from './set-form';
import { bankQuestion, EXAM, mockBuilderApi, renderNewSet, savedSet } from './set-builder-fixtures';

// The builder renders rich text editors: slow on a loaded machine.
describe('the set builder', { timeout: 20_000 }, () => {
  it('sends the bank questions of each section in the order arranged, with marks overridden per question', async () => {
    const sent = mockBuilderApi(
      [bankQuestion(1, 'Kinetic energy', 'multiple'), bankQuestion(2, 'Find g', 'numerical')],
      savedSet({ nameEn: 'Physics check' }),
    );
    const user = userEvent.setup();
    const onSaved = renderNewSet();

    await user.type(screen.getByLabelText('Name (English)'), 'Physics check');
    await user.click(screen.getByRole('button', { name: 'Add questions' }));
    const picker = await screen.findByRole('dialog', { name: 'Add questions to Section 1' });
    await user.click(await within(picker).findByRole('button', { name: 'Add: #1' }));
    await user.click(within(picker).getByRole('button', { name: 'Add: #2' }));
    expect(within(picker).getByRole('button', { name: 'Added: #2' })).toBeDisabled();
    await user.click(within(picker).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);

    expect(screen.getByText('2 questions in the set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.type(
      screen.getByLabelText('Marks', { selector: '#sections-0-groups-0-q1-marks' }),
      '4',
    );
    await user.click(screen.getByRole('button', { name: 'Save set' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      examId: 12,
      setTypeId: 3,
      nameEn: 'Physics check',
      durationMinutes: 30,
      languages: [1, 2],
      sections: [
        {
          nameEn: 'Section 1',
          nameHi: 'खंड 1',
          marksPerQuestion: 1,
          groups: [
            {
              titleEn: '',
              titleHi: null,
              questions: [{ bankQuestionId: 2 }, { bankQuestionId: 1, marks: 4 }],
            },
          ],
        },
      ],
    });
  });

  it('sends the shuffle switches of the set and of a section, off and on by default', async () => {
    const sent = mockBuilderApi([bankQuestion(1, 'Kinetic energy')], savedSet({}));
    const user = userEvent.setup();
    const onSaved = renderNewSet();
    await user.type(screen.getByLabelText('Name (English)'), 'Physics check');
    const questions = screen.getByRole('switch', { name: 'Shuffle questions' });
    const options = screen.getByRole('switch', { name: 'Shuffle options' });
    expect(questions).not.toBeChecked();
    expect(options).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: "Shuffle this section's questions" })).toBeNull();
    await user.click(questions);
    // A section may keep its own order: its switch shows once the set shuffles, on by default.
    const section = screen.getByRole('switch', { name: "Shuffle this section's questions" });
    expect(section).toBeChecked();
    expect(screen.queryByRole('switch', { name: "Shuffle this section's options" })).toBeNull();
    await user.click(section);
    await user.click(screen.getByRole('button', { name: 'Save set' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      shuffleQuestions: true,
      shuffleOptions: false,
      sections: [{ shuffleQuestions: false, shuffleOptions: true }],
    });
  });

  it("sends a drawn section's rule with the category chosen", async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /v2/api/admin/categories': [
        { id: 7, key: 'physics', name: 'Physics', nameHi: 'भौतिकी', sortOrder: 1 },
      ],
      'POST /v2/api/admin/sets/pool-counts': { sections: [[5]] },
      'POST /v2/api/admin/sets': ({ init }: { init: RequestInit }) => {
        sent.push(JSON.parse(String(init.body)));
        return savedSet({});
      },
    });
    const user = userEvent.setup();
    const onSaved = renderNewSet();
    await user.type(screen.getByLabelText('Name (English)'), 'Physics draw');
    await user.click(screen.getByRole('switch', { name: 'Draw this section from the bank' }));
    const rule = screen.getByRole('listitem', { name: 'Rule 1' });
    await user.type(within(rule).getByLabelText('Tags'), 'easy');
    await within(rule).findByRole('option', { name: 'Physics' });
    await user.selectOptions(within(rule).getByLabelText('Category'), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Save set' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      sections: [{ pool: [{ count: 1, tags: ['easy'], type: null, categoryId: 7 }] }],
    });
  });

  it('names a missing set name and sends nothing', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderNewSet();
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name (English): is required');
    expect(fetch).not.toHaveBeenCalled();
  });
  it("keeps a saved set's clock and full-screen rule on a save", async () => {
    const sent = renderSavedSet();
    expect(screen.getByLabelText('Clock')).toHaveValue('pause-on-silence');
    expect(screen.getByLabelText('Full screen')).toHaveValue('required');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      clockRule: 'pause-on-silence',
      fullscreen: 'required',
      calculator: 'basic',
    });
  });

  it('sends the clock and full-screen rule chosen', async () => {
    const sent = renderSavedSet();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Full screen'), 'Offered (a button)');
    await user.selectOptions(screen.getByLabelText('Clock'), 'Strict clock');
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ clockRule: 'strict', fullscreen: 'offered' });
  });
});

/** A saved set of one bank question that pauses its clock offline and requires full screen. */
function renderSavedSet() {
  const saved = savedSet({
    clockRule: 'pause-on-silence',
    fullscreen: 'required',
    calculator: 'basic',
  });
  const sent: unknown[] = [];
  mockApi({
    'PUT /v2/api/admin/sets/40': ({ init }: { init: RequestInit }) => {
      sent.push(JSON.parse(String(init.body)));
      return saved;
    },
  });
  const values = fromSet(saved).values;
  values.sections = [
    {
      ...emptySection(),
      groups: [
        {
          ...emptyGroup(),
          questions: [
            {
              bankQuestionId: 1,
              textEn: 'Kinetic energy',
              type: 'single',
              version: 1,
              currentVersion: 1,
              marks: '',
              negativeMark: '',
            },
          ],
        },
      ],
    },
  ];
  renderWithApp(<SetForm set={saved} initial={values} exams={[EXAM]} onSaved={vi.fn()} />);
  return sent;
}
