import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldHint, FieldMessage } from './field-parts';
import { useFieldWiring, type FieldWiringProps } from './use-field-wiring';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'>, FieldWiringProps {
  label: string;
  /** The <option>s (and <optgroup>s). */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  name,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const wiring = useFieldWiring({ id, name, error, hint });
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={wiring.fieldId} className="form-label">
        {label}
      </label>
      <select
        id={wiring.fieldId}
        name={name}
        className={`form-select${wiring.invalidClass}`}
        {...wiring.aria}
        {...select}
      >
        {children}
      </select>
      <FieldMessage id={wiring.errorId} message={wiring.message} />
      <FieldHint id={wiring.hintId} hint={hint} />
    </div>
  );
}
