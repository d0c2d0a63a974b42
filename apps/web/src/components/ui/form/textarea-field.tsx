import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldHint, FieldMessage } from './field-parts';
import { useFieldWiring, type FieldWiringProps } from './use-field-wiring';

interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>, FieldWiringProps {
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({
  label,
  error,
  hint,
  id,
  name,
  className = '',
  ...area
}: TextareaFieldProps) {
  const wiring = useFieldWiring({ id, name, error, hint });
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={wiring.fieldId} className="form-label">
        {label}
      </label>
      <textarea
        id={wiring.fieldId}
        name={name}
        className={`form-control${wiring.invalidClass}`}
        {...wiring.aria}
        {...area}
      />
      <FieldMessage id={wiring.errorId} message={wiring.message} />
      <FieldHint id={wiring.hintId} hint={hint} />
    </div>
  );
}
