import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import '../i18n/translations';
import { KeyCorrectionNotice } from './key-correction-notice';

const at = '2026-11-29T07:00:00.000Z';
/** Question 3's key changed from B to A, after or before the candidate sat. */
const keyChange = (recalculated: boolean) => ({
  questionNo: 3,
  kind: 'key' as const,
  at,
  reason: 'Printed wrong',
  from: 'B',
  to: 'A',
  recalculated,
});

describe('KeyCorrectionNotice', () => {
  it('says how each key changed, and that the score was recalculated for those who sat before', () => {
    renderWithApp(
      <KeyCorrectionNotice
        corrections={[
          keyChange(true),
          {
            questionNo: 5,
            kind: 'drop',
            at,
            reason: 'Two answers',
            from: 'C',
            to: null,
            recalculated: true,
          },
        ]}
      />,
    );
    const [keyed, dropped] = screen.getAllByRole('listitem');
    expect(keyed).toHaveTextContent('your score was recalculated.');
    expect(keyed).toHaveTextContent('Key B → A');
    expect(dropped).toHaveTextContent('Dropped: full marks to all');
  });

  it('does not tell a candidate who sat after the change that their score was recalculated', () => {
    renderWithApp(<KeyCorrectionNotice corrections={[keyChange(false)]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('The answer key of question 3 was corrected on');
    expect(item).not.toHaveTextContent('recalculated');
    expect(item).toHaveTextContent('Key B → A');
  });
});
