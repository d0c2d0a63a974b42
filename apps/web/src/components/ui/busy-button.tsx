import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Its action is in flight: a spinner shows before the label and the button is disabled. */
  busy: boolean;
  /** Said instead of the label while busy (e.g. 'Downloading…'); the label by default. */
  busyLabel?: ReactNode;
}

/** A button whose action takes a while (a download, a submit): busy, it says so and waits. */
export function BusyButton({ busy, busyLabel, disabled, children, ...button }: BusyButtonProps) {
  return (
    <button type="button" disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
