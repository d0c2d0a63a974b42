import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { localized } from '@exam/core/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { letterOf } from './options-editor';
import './question-preview.css';

interface QuestionPreviewProps {
  body: TQuestionBodyInput;
  number?: number;
  /** The set's languages decide the panel's language picker; a question alone offers both. */
  language?: 'en' | 'hi';
  onLanguage?: (language: 'en' | 'hi') => void;
}

/**
 * A question as a student meets it in the exam panel: the text, then the options (radio buttons,
 * or checkboxes for multiple correct) or the number box, all through the panel's RichContent.
 */
export function QuestionPreview({
  body,
  number = 1,
  language: fixed,
  onLanguage,
}: QuestionPreviewProps) {
  const { t } = useTranslation('admin');
  const [own, setOwn] = useState<'en' | 'hi'>('en');
  const language = fixed ?? own;
  const choose = onLanguage ?? setOwn;
  const options = body.options ?? [];
  const multiple = body.type === 'multiple';
  const name = `preview-${number}`;
  return (
    <section
      className="card shadow-sm question-preview"
      aria-label={t('preview.question', { n: number })}
    >
      <div className="card-header d-flex align-items-center gap-2 bg-white">
        <h3 className="h6 mb-0">{t('preview.question', { n: number })}</h3>
        <div
          className="btn-group btn-group-sm ms-auto"
          role="group"
          aria-label={t('editor.previewLanguage')}
        >
          {(['en', 'hi'] as const).map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              className={`btn ${option === language ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={option === language}
              onClick={() => choose(option)}
            >
              {option === 'en' ? 'English' : 'हिन्दी'}
            </button>
          ))}
        </div>
      </div>
      <div className="card-body" lang={language}>
        <RichContent className="mb-3" html={localized(language, body.textEn, body.textHi)} />
        {body.type === 'numerical' ? (
          <input
            className="form-control w-auto"
            inputMode="decimal"
            aria-label={t('editor.numeric')}
            readOnly
          />
        ) : body.type === 'short-answer' ? (
          <input className="form-control" aria-label={t('editor.shortAnswer')} readOnly />
        ) : (
          <div className="preview-options">
            {options.map((option, index) => (
              <label key={index} className="preview-option">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  className="form-check-input"
                />
                <span className="fw-semibold">{letterOf(index)}.</span>{' '}
                <RichContent inline html={localized(language, option.textEn, option.textHi)} />
              </label>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
