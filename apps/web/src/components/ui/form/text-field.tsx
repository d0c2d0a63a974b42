import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, FieldMessage } from './field-frame';
import { useWiredField, type FieldWiringProps } from './use-field-wiring';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>, FieldWiringProps {
  label: string;
  /** Rendered after the input, inside an input group (e.g. a Show password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with Bootstrap's validation look; the message and hint describe the input. */
export function TextField({ label, trailing, className = '', ...props }: TextFieldProps) {
  const [wiring, input] = useWiredField(props);
  const control = (
    <input className={`form-control${wiring.invalidClass}`} {...wiring.control} {...input} />
  );
  return (
    <FieldFrame wiring={wiring} label={label} className={className} ownMessage={Boolean(trailing)}>
      {trailing ? (
        <div className={`input-group${wiring.message ? ' has-validation' : ''}`}>
          {control}
          {trailing}
          <FieldMessage id={wiring.errorId} message={wiring.message} />
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

/** A number typed as text (a decimal comma is fine on a phone); the schema decides if it is one. */
export function NumberField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}
