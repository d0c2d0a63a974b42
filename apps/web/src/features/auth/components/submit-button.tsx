import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  /** Said instead of the label while busy (e.g. 'Signing up...'). */
  busyLabel: string;
  children: ReactNode;
}

/** The form's submit button; while its request is in flight it shows a spinner and is disabled. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy}>
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
