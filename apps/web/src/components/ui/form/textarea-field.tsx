import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useWiredField, type FieldWiringProps } from './use-field-wiring';

interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>, FieldWiringProps {
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, className = '', ...props }: TextareaFieldProps) {
  const [wiring, area] = useWiredField(props);
  return (
    <FieldFrame wiring={wiring} label={label} className={className}>
      <textarea className={`form-control${wiring.invalidClass}`} {...wiring.control} {...area} />
    </FieldFrame>
  );
}
