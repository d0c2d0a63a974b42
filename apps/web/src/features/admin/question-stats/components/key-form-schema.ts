import { ZDropQuestionBody, type TCorrectKeyBody } from '@exam/contracts/admin/key-corrections';
import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { z } from 'zod';
import type { KeyAction } from './question-row';

export interface KeyFormValues {
  chosen: number[];
  min: string;
  max: string;
  reason: string;
}

export const EMPTY_KEY_FORM: KeyFormValues = { chosen: [], min: '', max: '', reason: '' };

/** A missing choice names the console's own sentence (a key of questionStats.dialog). */
const missing = (context: z.RefinementCtx, path: string, key: string) =>
  context.addIssue({ code: 'custom', path: [path], message: `questionStats.dialog.${key}` });

/** The new key of the question's type (or none, to drop it) with the contract's reason rule. */
export function keyFormSchema(question: TQuestionStatistics, action: KeyAction) {
  const numerical = question.questionType === 'numerical';
  return z
    .object({
      chosen: z.array(z.number()),
      min: z.string(),
      max: z.string(),
      reason: ZDropQuestionBody.shape.reason,
    })
    .superRefine(
      (values, context) => {
        if (action === 'drop') return;
        if (numerical) {
          const [min, max] = [values.min.trim(), values.max.trim()];
          if (min === '' || max === '' || !(Number(min) <= Number(max)))
            missing(context, 'min', 'rangeNeeded');
        } else if (values.chosen.length === 0) {
          missing(
            context,
            'chosen',
            question.questionType === 'multiple' ? 'chooseOptions' : 'chooseOption',
          );
        }
      },
      // The choice is said even while the reason is still missing.
      { when: () => true },
    )
    .transform(({ chosen, min, max, reason }): TCorrectKeyBody => {
      if (action === 'drop') return { reason };
      if (numerical) return { numericMin: Number(min), numericMax: Number(max), reason };
      if (question.questionType === 'multiple') return { answerOptionIds: chosen, reason };
      return { answerOptionId: chosen[0], reason };
    });
}
