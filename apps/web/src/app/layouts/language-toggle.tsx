import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '@/components/ui/language-buttons';

/** The student site's English / हिन्दी. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LanguageButtons
      label={t('nav.language')}
      className={`language-toggle ${className}`}
      buttonClassName="language-name"
    />
  );
}
