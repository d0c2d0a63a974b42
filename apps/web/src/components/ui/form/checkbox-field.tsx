import type { InputHTMLAttributes, Ref } from 'react';
import { FieldHint, FieldMessage } from './field-frame';
import { useWiredField, type FieldWiringProps } from './use-field-wiring';

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>, FieldWiringProps {
  label: string;
  /** Drawn as a switch (an on/off setting rather than a choice). */
  switch?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  className = '',
  switch: asSwitch = false,
  ...props
}: CheckboxFieldProps) {
  const [wiring, input] = useWiredField(props);
  return (
    <div className={`form-check${asSwitch ? ' form-switch' : ''} mb-3 ${className}`}>
      <input
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className={`form-check-input${wiring.invalidClass}`}
        {...wiring.control}
        {...input}
      />
      <label htmlFor={wiring.fieldId} className="form-check-label">
        {label}
      </label>
      <FieldMessage id={wiring.errorId} message={wiring.message} />
      <FieldHint id={wiring.hintId} hint={wiring.hint} />
    </div>
  );
}
