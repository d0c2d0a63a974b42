import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useWiredField, type FieldWiringProps } from './use-field-wiring';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'>, FieldWiringProps {
  label: string;
  /** The choices; or give the <option>s as children. */
  options?: readonly { value: string | number; label: string }[];
  /** A first, empty choice ('Choose an exam'). */
  placeholder?: string;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  className = '',
  options = [],
  placeholder,
  children,
  ...props
}: SelectFieldProps) {
  const [wiring, select] = useWiredField(props);
  return (
    <FieldFrame wiring={wiring} label={label} className={className}>
      <select className={`form-select${wiring.invalidClass}`} {...wiring.control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
