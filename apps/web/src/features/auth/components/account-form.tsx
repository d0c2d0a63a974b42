import type { FormEventHandler, ReactNode } from 'react';
import { FormWordingProvider } from '@/components/ui/form/form-wording';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useServerText } from '../utils/server-text';

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Why the last submit failed, above the fields. */
  failure?: ReactNode;
  /** What the last submit did, above the fields. */
  done?: ReactNode;
  className?: string;
  /** Said above the fields (e.g. what the form is for). */
  intro?: ReactNode;
  /** Under the submit button (e.g. Forgot password?). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every account form (login, sign-up, the password forms): the outcome above the
 * fields, the student's own wording of the field messages, one full-width submit button.
 */
export function AccountForm({
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  failure,
  done,
  className,
  intro,
  footer,
  children,
}: AccountFormProps) {
  const serverText = useServerText();
  return (
    <form noValidate className={className} onSubmit={onSubmit} aria-busy={pending}>
      {intro}
      {done ? (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <FormWordingProvider prefix="auth.form" serverText={serverText}>
        {children}
      </FormWordingProvider>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="btn btn-primary w-100">
        {submitLabel}
      </SubmitButton>
      {footer}
    </form>
  );
}
