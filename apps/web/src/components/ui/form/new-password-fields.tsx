import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues, C, V> {
  form: UseFormReturn<T, C, V>;
  labels: { newPassword: string; confirmPassword: string; hint: string };
}

/** A new password and the same again (see ZNewPasswordTwice): a reset link, a change of password. */
export function NewPasswordFields<T extends NewPasswordValues, C, V>({
  form,
  labels,
}: NewPasswordFieldsProps<T, C, V>) {
  // The two names are in every T: react-hook-form's path type cannot see that through a generic.
  const own = form as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = own.formState;
  return (
    <>
      <PasswordField
        label={labels.newPassword}
        hint={labels.hint}
        autoComplete="new-password"
        maxLength={72}
        error={errors.newPassword}
        {...own.register('newPassword')}
      />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        maxLength={72}
        error={errors.confirmPassword}
        {...own.register('confirmPassword')}
      />
    </>
  );
}
