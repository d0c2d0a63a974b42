import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TNegativeMarking } from '@exam/contracts/sets/entities';
import { aSet } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { i18n } from '@/lib/i18n/i18n';
import { SetCard } from './set-card';

/** The card's "Negative marking" figure, as the student reads it. */
function negativeMarkingOf(negativeMarking: TNegativeMarking) {
  const { unmount } = renderWithApp(<SetCard set={aSet({ negativeMarking })} />);
  const term = screen.getByText(i18n.t('set.negativeMarking'), { selector: 'dt' });
  const text = within(term.parentElement as HTMLElement).getByRole('definition').textContent;
  unmount();
  return text;
}

describe('SetCard: the negative marking told from the amounts (decision 061)', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('says none, one amount, or SPEC’s quarter', () => {
    expect(negativeMarkingOf({ kind: 'none' })).toBe('None');
    expect(negativeMarkingOf({ kind: 'same', amount: 1 })).toBe('−1 per wrong answer');
    expect(negativeMarkingOf({ kind: 'same', amount: 0.33 })).toBe('−0.33 per wrong answer');
    expect(negativeMarkingOf({ kind: 'same', amount: null })).toBe(
      '−¼ of the marks per wrong answer (typed answers: none)',
    );
  });

  it('names each section’s amount when they differ, in the language chosen', async () => {
    const marking: TNegativeMarking = {
      kind: 'by-section',
      sections: [
        { sectionName: 'Physics', sectionNameHi: 'भौतिकी', amount: 1 },
        { sectionName: 'Chemistry', sectionNameHi: 'रसायन', amount: 0 },
      ],
    };
    expect(negativeMarkingOf(marking)).toBe('Physics −1, Chemistry none per wrong answer');
    await i18n.changeLanguage('hi');
    expect(negativeMarkingOf(marking)).toBe('हर गलत उत्तर पर भौतिकी −1, रसायन कुछ नहीं');
  });
});
