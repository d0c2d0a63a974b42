export interface FilterChoice {
  value: string | number;
  label: string;
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first choice, empty-valued: no filter. */
  anyLabel: string;
  value: string | number | undefined;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  className?: string;
}

/** One labelled list of a filter bar; its first choice means "any". */
export function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  choices,
  onChange,
  className,
}: FilterSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
