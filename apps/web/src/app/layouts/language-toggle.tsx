import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@/lib/i18n/i18n';
import { OWN_NAMES } from '@/lib/i18n/own-names';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

/** English / हिन्दी; the choice is kept in localStorage 'lang' and sets <html lang>. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useUiLanguage();
  return (
    <div
      className={`btn-group btn-group-sm language-toggle ${className}`}
      role="group"
      aria-label={t('nav.language')}
    >
      {UI_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={`btn language-name ${option === language ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {OWN_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
