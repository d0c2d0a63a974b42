import { RichContent } from '@/components/ui/rich-content/rich-content';

interface KeyOption {
  optionId: number;
  optionCap: string;
  /** The option's text as HTML, in the language the staff member reads. */
  html: string;
}

interface NewKeyPickerProps {
  legend: string;
  /** The inputs' name; each input's id is `${idPrefix}${optionId}`. */
  name: string;
  idPrefix: string;
  options: KeyOption[];
  /** Several options may be right (checkboxes); otherwise one (radios). */
  multiple: boolean;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/** The new key of a correction or an accepted challenge: the question's options to pick from. */
export function NewKeyPicker(props: NewKeyPickerProps) {
  const { multiple, chosen } = props;
  const toggle = (optionId: number) =>
    props.onChange(
      multiple
        ? chosen.includes(optionId)
          ? chosen.filter((id) => id !== optionId)
          : [...chosen, optionId]
        : [optionId],
    );
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      {props.options.map((option) => {
        const id = `${props.idPrefix}${option.optionId}`;
        return (
          <div className="form-check" key={option.optionId}>
            <input
              className="form-check-input"
              type={multiple ? 'checkbox' : 'radio'}
              name={props.name}
              id={id}
              checked={chosen.includes(option.optionId)}
              onChange={() => toggle(option.optionId)}
            />
            <label className="form-check-label d-flex gap-1" htmlFor={id}>
              <span className="fw-semibold">{option.optionCap}.</span>
              <RichContent inline html={option.html} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
