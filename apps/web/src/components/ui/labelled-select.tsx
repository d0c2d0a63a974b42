import { useId } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
  /** The option's own language (a language's name written in it). */
  lang?: string;
}

interface LabelledSelectProps {
  label: string;
  labelClassName: string;
  selectClassName: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A label and its select; the caller lays the pair out. */
export function LabelledSelect({
  label,
  labelClassName,
  selectClassName,
  value,
  options,
  onChange,
}: LabelledSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
