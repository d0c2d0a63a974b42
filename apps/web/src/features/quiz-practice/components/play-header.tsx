import type { UiLanguage } from '@exam/core/language';
import { formatClock } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/ui/labelled-select';
import './quiz-practice.css';

interface PlayHeaderProps {
  title: string;
  /** The countdown; left out for practice, which has none. */
  timeLeftMs?: number;
  languages: UiLanguage[];
  language: UiLanguage;
  onLanguageChange: (language: UiLanguage) => void;
}

/** SPEC §2 Quiz: the set's name, the countdown and the language dropdown. */
export function PlayHeader({
  title,
  timeLeftMs,
  languages,
  language,
  onLanguageChange,
}: PlayHeaderProps) {
  const { t } = useTranslation();
  const low = timeLeftMs !== undefined && timeLeftMs <= 60_000;
  return (
    <header className="play-header card shadow-sm mb-3">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <h1 className="h5 mb-0 flex-grow-1 play-title">{title}</h1>
        {timeLeftMs !== undefined && (
          <div
            role="timer"
            aria-label={t('play.timeLeftLabel', { time: formatClock(timeLeftMs) })}
            className={`play-timer badge fs-6 ${low ? 'text-bg-danger' : 'text-bg-dark'}`}
          >
            <span className="fw-normal small me-1" aria-hidden="true">
              {t('play.timeLeft')}
            </span>
            {formatClock(timeLeftMs)}
          </div>
        )}
        <div className="d-flex align-items-center gap-2">
          <LabelledSelect
            label={t('play.language')}
            labelClassName="form-label mb-0 small"
            selectClassName="form-select form-select-sm w-auto"
            value={language}
            options={languages.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
            onChange={(value) => onLanguageChange(value as UiLanguage)}
          />
        </div>
      </div>
    </header>
  );
}
