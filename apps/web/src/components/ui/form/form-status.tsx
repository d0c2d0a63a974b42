/**
 * What a submit did ("Saved."), beside the button the user just pressed, so it is seen where the
 * eye is; the live region stays mounted so a screen reader hears each new message politely.
 */
export function FormStatus({
  message,
  className = '',
}: {
  message?: string | null;
  className?: string;
}) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={`form-status text-success fw-semibold ${className}`}
    >
      {message}
    </span>
  );
}
