import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '@/components/ui/language-buttons';

interface LanguageSwitchProps {
  className?: string;
  /** 'dark' on the console's dark top bar; 'light' on a light page (the staff login). */
  on?: 'dark' | 'light';
}

/** English / हिन्दी for the console's labels; the same stored choice as the student's site. */
export function LanguageSwitch({ className = '', on = 'dark' }: LanguageSwitchProps) {
  const { t } = useTranslation('admin');
  // Light outlines vanish on a light page: there the choice not taken is a primary outline.
  const look =
    on === 'dark'
      ? { chosen: 'btn-light', other: 'btn-outline-light' }
      : { chosen: 'btn-primary', other: 'btn-outline-primary' };
  return <LanguageButtons label={t('shell.language')} className={className} {...look} />;
}
