import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/ui/labelled-select';
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
  return (
    <div className="exam-language-select">
      <LabelledSelect
        label={t('flow.chooseLanguage')}
        labelClassName="form-label fw-semibold mb-1"
        selectClassName="form-select"
        value={value.langId}
        options={options.map((option) => ({
          value: option.langId,
          label: t(`flow.languageName.${option.language}`),
        }))}
        onChange={(chosen) => {
          const next = options.find((option) => option.langId === Number(chosen));
          if (next) onChange(next);
        }}
      />
      <p className="form-text mb-0">{t('flow.languageHint')}</p>
    </div>
  );
}
