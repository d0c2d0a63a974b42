import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@/lib/i18n/i18n';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

const OWN_NAMES = { en: 'English', hi: 'हिन्दी' } as const;

/** English / हिन्दी for the console's labels; the same stored choice as the student's site. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation('admin');
  const { language, setLanguage } = useUiLanguage();
  return (
    <div
      className={`btn-group btn-group-sm ${className}`}
      role="group"
      aria-label={t('shell.language')}
    >
      {UI_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={`btn ${option === language ? 'btn-light' : 'btn-outline-light'}`}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {OWN_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
