import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamLanguage } from '../utils/exam-languages';
import '../i18n/translations';
import './exam-flow.css';

interface ExamLanguageSelectProps {
  options: ExamLanguage[];
  value: ExamLanguage;
  onChange: (next: ExamLanguage) => void;
}

/** SPEC §2: the language selector, populated from the set's languages (id 1 English, else Hindi). */
export function ExamLanguageSelect({ options, value, onChange }: ExamLanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="exam-language-select">
      <label htmlFor={id} className="form-label fw-semibold mb-1">
        {t('flow.chooseLanguage')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value.langId}
        onChange={(event) => {
          const next = options.find((option) => option.langId === Number(event.target.value));
          if (next) onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option.langId} value={option.langId}>
            {t(`flow.languageName.${option.language}`)}
          </option>
        ))}
      </select>
      <p className="form-text mb-0">{t('flow.languageHint')}</p>
    </div>
  );
}
