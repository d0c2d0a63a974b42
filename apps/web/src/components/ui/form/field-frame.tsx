import type { ReactNode } from 'react';
import type { useFieldWiring } from './use-field-wiring';

/** The message under a field, in red (Bootstrap shows it after an .is-invalid control). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback">
      {message}
    </div>
  );
}

interface FieldFrameProps {
  wiring: ReturnType<typeof useFieldWiring>;
  label: string;
  className: string;
  /** The control draws the message itself (inside an input group). */
  ownMessage?: boolean;
  children: ReactNode;
}

/** A field's label above its control, then its message and its hint, each tied to the control. */
export function FieldFrame({
  wiring,
  label,
  className,
  ownMessage = false,
  children,
}: FieldFrameProps) {
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={wiring.fieldId} className="form-label">
        {label}
      </label>
      {children}
      {!ownMessage && <FieldMessage id={wiring.errorId} message={wiring.message} />}
      <FieldHint id={wiring.hintId} hint={wiring.hint} />
    </div>
  );
}

/** The help under a field, when it has any. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <div id={id} className="form-text">
      {hint}
    </div>
  );
}
