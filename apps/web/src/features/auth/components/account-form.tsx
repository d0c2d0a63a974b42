import type { FormEventHandler, ReactNode } from 'react';
import { FormWordingProvider } from '@/components/ui/form/form-wording';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import { useServerText } from '../utils/server-text';

/** What a form's own description of a failure may say it with. */
export interface FailureWords {
  t: (key: string) => string;
  /** The server's sentence, in the UI language when it is a known one. */
  serverText: (text: string) => string;
}

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The last submit's failure (null/false/undefined: none), said above the fields. */
  failure?: unknown;
  /** Its words when it is not a network failure; the server's first error by default. */
  describeFailure?: (error: unknown, words: FailureWords) => ReactNode;
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
  describeFailure,
  done,
  className,
  intro,
  footer,
  children,
}: AccountFormProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const failureText = (error: unknown) => {
    if (isApiError(error) && error.code === NETWORK_ERROR) return t('state.networkError');
    if (describeFailure) return describeFailure(error, { t, serverText });
    if (!isApiError(error)) return t('state.errorTitle');
    return serverText(error.errorList[0] ?? error.errors[0] ?? error.message);
  };
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
          {failureText(failure)}
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
