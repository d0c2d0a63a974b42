import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@/lib/i18n/i18n';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

const OWN_NAMES = { en: 'English', hi: 'हिन्दी' } as const;

interface LanguageSwitchProps {
  className?: string;
  /** 'dark' on the console's dark top bar; 'light' on a light page (the staff login). */
  on?: 'dark' | 'light';
}

/** English / हिन्दी for the console's labels; the same stored choice as the student's site. */
export function LanguageSwitch({ className = '', on = 'dark' }: LanguageSwitchProps) {
  const { t } = useTranslation('admin');
  const { language, setLanguage } = useUiLanguage();
  // Light outlines vanish on a light page: there the choice not taken is a primary outline.
  const [chosen, other] =
    on === 'dark' ? ['btn-light', 'btn-outline-light'] : ['btn-primary', 'btn-outline-primary'];
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
          className={`btn ${option === language ? chosen : other}`}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {OWN_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
