import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/form/password-field';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** A new password and the same again (reset link, change password). */
export function NewPasswordFields<T extends NewPasswordValues, C, V>({
  form,
}: {
  form: UseFormReturn<T, C, V>;
}) {
  const { t } = useTranslation();
  // The two names are in every T: react-hook-form's path type cannot see that through a generic.
  const own = form as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = own.formState;
  return (
    <>
      <PasswordField
        label={t('settings.newPassword')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={72}
        error={errors.newPassword}
        {...own.register('newPassword')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        maxLength={72}
        error={errors.confirmPassword}
        {...own.register('confirmPassword')}
      />
    </>
  );
}
