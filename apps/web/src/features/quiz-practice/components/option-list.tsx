import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { optionText } from '../utils/content';
import './quiz-practice.css';

interface OptionListProps {
  question: TPaperQuestion;
  language: UiLanguage;
  chosen: number | undefined;
  onChoose: (optionId: number) => void;
  /** Practice: a choice is final, and the options turn green or red once one is picked. */
  reveal?: boolean;
}

/** The lettered options of one question as a radio group (arrow keys move between them). */
export function OptionList({
  question,
  language,
  chosen,
  onChoose,
  reveal = false,
}: OptionListProps) {
  const { t } = useTranslation();
  const locked = reveal && chosen !== undefined;
  return (
    <fieldset className="option-list" aria-describedby={`question-${question.questionId}-text`}>
      <legend className="visually-hidden">{t('play.options')}</legend>
      <div className="list-group">
        {question.options.map((option) => {
          const picked = option.optionId === chosen;
          const isKey = option.optionId === question.answerId;
          const tone = !locked
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
                type="radio"
                className="form-check-input mt-0 flex-shrink-0"
                name={`question-${question.questionId}`}
                value={option.optionId}
                checked={picked}
                disabled={locked && !picked}
                onChange={() => {
                  if (!locked) onChoose(option.optionId);
                }}
              />
              <span className="option-cap" aria-hidden="true">
                {option.optionCap}
              </span>
              <span className="visually-hidden">{option.optionCap}.</span>
              <RichContent inline className="flex-grow-1" html={optionText(option, language)} />
              {locked && isKey && (
                <span className="badge text-bg-success">{t('play.correctAnswer')}</span>
              )}
              {locked && picked && !isKey && (
                <span className="badge text-bg-danger">{t('play.yourAnswer')}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
