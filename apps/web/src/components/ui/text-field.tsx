import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's message (shown in red and announced with the field). */
  error?: string;
  /** Help shown under the field. */
  hint?: string;
  /** Rendered after the input, inside an input group (e.g. a Show password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with Bootstrap's validation look; the message and hint describe the input. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const control = (
    <input
      id={fieldId}
      className={`form-control${error ? ' is-invalid' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  const message = error && (
    <div id={errorId} className="invalid-feedback">
      {error}
    </div>
  );
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      {trailing ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {control}
          {trailing}
          {message}
        </div>
      ) : (
        <>
          {control}
          {message}
        </>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
