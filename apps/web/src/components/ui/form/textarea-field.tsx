import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
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
    <FieldFrame wiring={wiring} label={label} hint={hint} className={className}>
      <textarea className={`form-control${wiring.invalidClass}`} {...wiring.control} {...area} />
    </FieldFrame>
  );
}
