import { describe, expect, it } from 'vitest';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { fromQuestion, toQuestionInput } from './question-form-values';

describe('question form values', () => {
  it("keeps an imported question's shared passage through an edit (decision 055)", () => {
    const passage = { key: 'river', titleEn: 'The river', textEn: '<p>The river rises.</p>' };
    const question = {
      categoryId: null,
      body: {
        type: 'single',
        textEn: '<p>What rises?</p>',
        options: [
          { textEn: 'The river', correct: true },
          { textEn: 'The hill', correct: false },
        ],
        tags: ['passage-river'],
        passage,
      },
    } as unknown as TQuestionDetail;
    const values = { ...fromQuestion(question), textEn: '<p>What rises in the hills?</p>' };
    expect(toQuestionInput(values).body).toMatchObject({
      textEn: '<p>What rises in the hills?</p>',
      passage,
    });
  });
});
