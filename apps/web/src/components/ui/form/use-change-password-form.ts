import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TChangePasswordRequest } from '@exam/contracts/students/change-password';
import { formParseOptions } from './form-messages';
import { ZChangePasswordForm, type TChangePasswordForm } from './new-password-schema';
import { applyServerErrors, serverFieldErrors } from './server-errors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
} satisfies TChangePasswordForm;

/** The part of a react-query mutation the form drives. */
interface ChangeMutation<T> {
  mutateAsync: (body: TChangePasswordRequest) => Promise<T>;
  reset: () => void;
  error: unknown;
}

/**
 * A change of one's own password (current, new, the new one again), for a student's settings and
 * a staff member's one-time password alike: a refusal that names a field is said on that field,
 * any other is `failure`, for the form to show above its fields. Emptied once the change is made.
 */
export function useChangePasswordForm<T>(
  change: ChangeMutation<T>,
  onChanged?: (answer: T) => void,
) {
  const form = useForm({
    resolver: zodResolver(ZChangePasswordForm, formParseOptions),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    change.reset();
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      onChanged?.(answer);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const named = serverFieldErrors(change.error, FIELDS).length > 0;
  return { form, submit, failure: named ? null : change.error };
}
