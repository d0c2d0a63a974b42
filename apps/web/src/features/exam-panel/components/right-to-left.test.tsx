import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  aOneSectionPaper,
  aPanelQuestion,
  openExamPanel,
  stubMatchMedia,
} from '@/testing/exam-panel-harness';
import { someOptions } from '@/testing/result-builders';

// Issue 28: an imported Arabic or Urdu question keeps its direction in the exam panel.
const paper = aOneSectionPaper(
  [
    aPanelQuestion(301, 1, {
      questionType: 'single',
      marks: 1,
      negativeMark: 0,
      questionTextEn: '<p dir="rtl">ما ناتج جمع اثنين واثنين؟</p>',
      options: someOptions(3011, ['<span dir="rtl">أربعة</span>', '<span dir="rtl">ثلاثة</span>']),
    }),
  ],
  { exam: 'Arabic Mock', section: 'Arabic', sectionHi: 'अरबी' },
);

describe('the exam panel with right-to-left text', () => {
  beforeEach(stubMatchMedia);

  it('renders the stem and the options dir="rtl"', async () => {
    openExamPanel(paper);
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(screen.getByText('ما ناتج جمع اثنين واثنين؟')).toHaveAttribute('dir', 'rtl');
    const option = screen.getByText('أربعة');
    expect(option).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('radio', { name: /أربعة/ })).toBeInTheDocument();
  });
});
