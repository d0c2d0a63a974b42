import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFormMessage } from './form-messages';

export interface FieldWiringProps {
  id?: string;
  name?: string;
  /** The field's message: react-hook-form's error (a kit token or a server's sentence) or words. */
  error?: FieldError | string;
  /** Help shown under the field. */
  hint?: string;
}

/** The ids and aria attributes that tie a control to its label, hint and message. */
export function useFieldWiring({ id, name, error, hint }: FieldWiringProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const message = useFormMessage()(error, name);
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    hint,
    fieldId,
    message,
    errorId,
    hintId,
    invalidClass: message ? ' is-invalid' : '',
    /** Spread on the control: its id, name and the aria attributes naming its message and hint. */
    control: {
      id: fieldId,
      name,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The wiring of a field's props, and the rest of them (for its control). */
export function useWiredField<P extends FieldWiringProps>({ id, name, error, hint, ...rest }: P) {
  return [useFieldWiring({ id, name, error, hint }), rest] as const;
}
