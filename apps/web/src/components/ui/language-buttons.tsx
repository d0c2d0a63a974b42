import { UI_LANGUAGES } from '@/lib/i18n/i18n';
import { OWN_NAMES } from '@/lib/i18n/own-names';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

interface LanguageButtonsProps {
  /** The group's accessible name ('Language'). */
  label: string;
  className?: string;
  buttonClassName?: string;
  /** The look of the language showing and of the other one. */
  chosen?: string;
  other?: string;
}

/**
 * English / हिन्दी, each named in its own script: the choice is kept in localStorage 'lang' (one
 * for the student's site and the console) and sets <html lang>.
 */
export function LanguageButtons({
  label,
  className = '',
  buttonClassName,
  chosen = 'btn-primary',
  other = 'btn-outline-primary',
}: LanguageButtonsProps) {
  const { language, setLanguage } = useUiLanguage();
  return (
    <div className={`btn-group btn-group-sm ${className}`} role="group" aria-label={label}>
      {UI_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={['btn', buttonClassName, option === language ? chosen : other]
            .filter(Boolean)
            .join(' ')}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {OWN_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
