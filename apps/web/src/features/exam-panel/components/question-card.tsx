import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf, localized, type UiLanguage } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { NumericAnswerInput } from '@/components/ui/answer-input/numeric-answer-input';
import { QuestionHint } from '@/components/ui/answer-input/question-hint';
import { TextAnswerInput } from '@/components/ui/answer-input/text-answer-input';
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { typeOf } from '@/components/ui/answer-input/question-type';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { OWN_NAMES } from '@/lib/i18n/own-names';
import type { Choice } from '../model/panel-machine';

interface QuestionCardProps {
  question: TPaperQuestion;
  /** The question's group: its title and shared passage are shown above the question. */
  group?: TQuestionGroup;
  language: UiLanguage;
  languages: TQuestionSet['languages'];
  langId: number;
  onLanguage: (langId: number) => void;
  /** What is chosen or typed, not yet saved. */
  choice: Choice;
  onSelect: (optionId: number) => void;
  onToggle: (optionId: number) => void;
  onType: (value: string) => void;
  onTypeText: (value: string) => void;
  unsaved: boolean;
  disabled: boolean;
}

/**
 * The question in the chosen language (SPEC §2) with the input of its type: radio buttons for a
 * single choice or true/false, checkboxes for multiple correct, a number field with a keypad for
 * numerical, a line of text for short answer.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { t } = useTranslation();
  const { question, language } = props;
  const name = `question-${question.questionId}`;
  const type = typeOf(question);
  const multiple = type === 'multiple';
  return (
    <section className="card shadow-sm question-card" aria-labelledby={`${name}-title`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2 bg-white">
        <h2 id={`${name}-title`} className="h6 mb-0">
          {t('panel.questionNo', { number: question.questionNo })}
        </h2>
        {props.unsaved && (
          <span className="badge text-bg-warning unsaved-badge">{t('panel.unsaved')}</span>
        )}
        {props.languages.length > 1 && (
          <div className="d-flex align-items-center gap-2 ms-auto">
            <LabelledSelect
              label={t('panel.viewIn')}
              labelClassName="small text-body-secondary mb-0"
              selectClassName="form-select form-select-sm w-auto language-name"
              value={props.langId}
              options={props.languages.map((l) => ({
                value: l.langId,
                label: OWN_NAMES[languageOf(l.langId)],
                lang: languageOf(l.langId),
              }))}
              onChange={(value) => props.onLanguage(Number(value))}
            />
          </div>
        )}
      </div>
      <div className="card-body" lang={language}>
        <QuestionGroupIntro group={props.group} language={language} />
        <RichContent
          className="question-text mb-3"
          html={localized(language, question.questionTextEn, question.questionTextHi)}
        />
        <QuestionHint question={question} id={`${name}-hint`} />
        {type === 'numerical' ? (
          <NumericAnswerInput
            value={props.choice.numericAnswer ?? ''}
            onChange={props.onType}
            disabled={props.disabled}
          />
        ) : type === 'short-answer' ? (
          <TextAnswerInput
            value={props.choice.textAnswer ?? ''}
            onChange={props.onTypeText}
            disabled={props.disabled}
          />
        ) : (
          <fieldset
            className="options"
            disabled={props.disabled}
            aria-describedby={multiple ? `${name}-hint` : undefined}
          >
            <legend className="visually-hidden">
              {t('panel.options', { number: question.questionNo })}
            </legend>
            {question.options.map((option) => {
              const id = `${name}-option-${option.optionId}`;
              const checked = multiple
                ? (props.choice.answerIds ?? []).includes(option.optionId)
                : props.choice.answerId === option.optionId;
              return (
                <div key={option.optionId} className={`option-row${checked ? ' is-checked' : ''}`}>
                  <input
                    id={id}
                    type={multiple ? 'checkbox' : 'radio'}
                    className="form-check-input"
                    name={name}
                    value={option.optionId}
                    checked={checked}
                    onChange={() =>
                      multiple ? props.onToggle(option.optionId) : props.onSelect(option.optionId)
                    }
                  />
                  <label htmlFor={id} className="option-label">
                    <span className="option-cap">{option.optionCap}.</span>{' '}
                    <RichContent
                      inline
                      html={localized(language, option.optionTextEn, option.optionTextHi)}
                    />
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
      </div>
    </section>
  );
}
