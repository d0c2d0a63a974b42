import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { ZNewPasswordTwice } from '@/components/ui/form/new-password-schema';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useErrorText } from '../../shell/components/action-message';

interface NewPasswordFormProps {
  labels: { newPassword: string; confirmPassword: string; hint: string };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal of the last try, shown above the fields. */
  error: unknown;
  onSubmit: (newPassword: string) => Promise<unknown>;
}

/** A staff member's new password, typed twice: the reset link's form and the invitation's. */
export function NewPasswordForm({
  labels,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: NewPasswordFormProps) {
  const errorText = useErrorText();
  const form = useForm({
    resolver: zodResolver(ZNewPasswordTwice, formParseOptions),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(({ newPassword }) => onSubmit(newPassword));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {error != null && (
        <div className="alert alert-danger" role="alert">
          {errorText(error)}
        </div>
      )}
      <NewPasswordFields form={form} labels={labels} />
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="btn btn-primary w-100">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
