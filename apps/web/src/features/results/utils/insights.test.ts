import { describe, expect, it } from 'vitest';
import type { TResultQuestion, TSectionSummary } from '@exam/contracts/results/entities';
import { anySectionAttempted, scoreShare, strongestAndWeakest, timeFocus } from './insights';

const section = (
  id: number,
  score: number,
  maxScore: number,
  accuracy: number,
): TSectionSummary => ({
  id,
  name: `S${id}`,
  nameHi: null,
  attempted: 1,
  correct: 1,
  incorrect: 0,
  skipped: 0,
  score,
  maxScore,
  accuracy,
});
const question = (
  questionNo: number,
  sectionId: number,
  timeSpentSec: number,
): TResultQuestion => ({
  questionId: questionNo,
  questionNo,
  sectionId,
  outcome: 'Correct',
  answerId: 1,
  correctAnswerId: 1,
  marks: 1,
  maxMarks: 1,
  timeSpentSec,
});

describe('result insights', () => {
  it('finds the strongest and weakest section by their share of marks', () => {
    const sections = [section(1, 2, 4, 50), section(2, 6, 6, 100), section(3, -0.5, 2, 0)];
    const { strongest, weakest } = strongestAndWeakest(sections);
    expect(strongest?.id).toBe(2);
    expect(weakest?.id).toBe(3);
    expect(scoreShare(sections[2] as TSectionSummary)).toBe(-25);
    expect(strongestAndWeakest([])).toEqual({ strongest: null, weakest: null });
  });

  it('says where the time went', () => {
    const focus = timeFocus({
      sections: [section(1, 1, 1, 100), section(2, 1, 1, 100)],
      questions: [question(1, 1, 30), question(2, 2, 50), question(3, 2, 20)],
    });
    expect(focus.section?.summary.id).toBe(2);
    expect(focus.share).toBe(70);
    expect(focus.slowest?.questionNo).toBe(2);
  });

  it('knows when no section was attempted at all', () => {
    expect(anySectionAttempted([{ attempted: 0 }, { attempted: 0 }])).toBe(false);
    expect(anySectionAttempted([{ attempted: 0 }, { attempted: 1 }])).toBe(true);
    expect(anySectionAttempted([])).toBe(false);
  });
});
