import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { keyIdsOf, optionText } from '../utils/content';
import './quiz-practice.css';

interface OptionListProps {
  question: TPaperQuestion;
  language: UiLanguage;
  /** The chosen options (one for a single choice or true/false question). */
  chosen: readonly number[];
  /** A single choice picks one option; a multiple-correct question ticks and unticks. */
  onChoose: (optionId: number) => void;
  /** Checkboxes for a multiple-correct question, else radio buttons. */
  multiple?: boolean;
  /** Practice, once answered: the answer is final, the key turns green and a wrong choice red. */
  reveal?: boolean;
  /** Describes the group (a hint such as 'Select all correct options'). */
  hintId?: string;
}

/** The lettered options of one question as a radio group or, for choose-all-that-apply, checkboxes. */
export function OptionList({
  question,
  language,
  chosen,
  onChoose,
  multiple = false,
  reveal = false,
  hintId,
}: OptionListProps) {
  const { t } = useTranslation();
  const key = keyIdsOf(question);
  return (
    <fieldset
      className="option-list"
      aria-describedby={[`question-${question.questionId}-text`, hintId].filter(Boolean).join(' ')}
    >
      <legend className="visually-hidden">{t('play.options')}</legend>
      <div className="list-group">
        {question.options.map((option) => {
          const picked = chosen.includes(option.optionId);
          const isKey = key.includes(option.optionId);
          const tone = !reveal
            ? picked
              ? 'active-option'
              : ''
            : isKey
              ? 'list-group-item-success'
              : picked
                ? 'list-group-item-danger'
                : '';
          return (
            <label
              key={option.optionId}
              className={`list-group-item list-group-item-action d-flex align-items-center gap-3 option-item ${tone}`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                className="form-check-input mt-0 flex-shrink-0"
                name={`question-${question.questionId}`}
                value={option.optionId}
                checked={picked}
                disabled={reveal && !picked}
                onChange={() => {
                  if (!reveal) onChoose(option.optionId);
                }}
              />
              <span className="option-cap" aria-hidden="true">
                {option.optionCap}
              </span>
              <span className="visually-hidden">{option.optionCap}.</span>
              <RichContent inline className="flex-grow-1" html={optionText(option, language)} />
              {reveal && isKey && (
                <span className="badge text-bg-success">{t('play.correctAnswer')}</span>
              )}
              {reveal && picked && !isKey && (
                <span className="badge text-bg-danger">{t('play.yourAnswer')}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
