import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** Said instead of the label while pending (e.g. 'Signing up...'). */
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button: while its request is in flight it shows a spinner and is disabled. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = 'btn btn-primary',
  disabled = false,
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
