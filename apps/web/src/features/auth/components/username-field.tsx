import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/form/text-field';

/** The e-mail or mobile number a student logs in with, kept as typed: no capitals, no corrections. */
export function UsernameField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.username')}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}
