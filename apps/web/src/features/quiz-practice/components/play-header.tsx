import type { UiLanguage } from '@exam/core/language';
import { formatClock } from '@exam/core/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const selectId = useId();
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
          <label htmlFor={selectId} className="form-label mb-0 small">
            {t('play.language')}
          </label>
          <select
            id={selectId}
            className="form-select form-select-sm w-auto"
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as UiLanguage)}
          >
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {t(`language.${lang}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </header>
  );
}
