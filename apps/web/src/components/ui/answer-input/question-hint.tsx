import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { useTranslation } from 'react-i18next';
import { formatMarks, typeOf } from './question-type';
import './i18n/translations';
import './answer-input.css';

type HintedQuestion = Pick<
  TPaperQuestion,
  'questionType' | 'marks' | 'negativeMark' | 'markingRule'
>;

/**
 * Above a question's options: 'Select all correct options' for a multiple-correct question, its
 * marking rule by name, and the marks ('+4 / −2') when the paper gives them.
 */
export function QuestionHint({ question, id }: { question: HintedQuestion; id?: string }) {
  const { t } = useTranslation();
  const multiple = typeOf(question) === 'multiple';
  const marks = question.marks;
  if (!multiple && marks === undefined) return null;
  return (
    <div className="answer-hint" id={id}>
      {multiple && <strong>{t('answer.selectAll')}</strong>}
      {marks !== undefined && (
        <span className="answer-marks">
          {question.negativeMark
            ? t('answer.marks', {
                marks: formatMarks(marks),
                negative: formatMarks(question.negativeMark),
              })
            : t('answer.marksNoNegative', { marks: formatMarks(marks) })}
        </span>
      )}
      {multiple && (
        <span className="text-body-secondary">
          {question.markingRule === 'jee-partial'
            ? t('answer.partialMarking')
            : t('answer.allOrNothing')}
        </span>
      )}
    </div>
  );
}
