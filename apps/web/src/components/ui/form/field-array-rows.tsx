import type { ReactNode } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldArrayWithId,
  type FieldValues,
} from 'react-hook-form';

interface FieldArrayRowsProps<T extends FieldValues, N extends ArrayPath<T>, V> {
  control: Control<T, unknown, V>;
  name: N;
  /** One row's fields; `remove` drops it. */
  row: (
    field: FieldArrayWithId<T, N>,
    index: number,
    rows: number,
    remove: () => void,
  ) => ReactNode;
  /** The values a new row starts with; without it there is no Add button. */
  blank?: () => FieldArray<T, N>;
  addLabel?: string;
  /** At this many rows Add is not offered. */
  max?: number;
}

/** The rows of a list field (options, sections), keyed by react-hook-form so typing keeps focus. */
export function FieldArrayRows<T extends FieldValues, N extends ArrayPath<T>, V = T>({
  control,
  name,
  row,
  blank,
  addLabel,
  max = Infinity,
}: FieldArrayRowsProps<T, N, V>) {
  const { fields, append, remove } = useFieldArray<T, N, 'id', V>({ control, name });
  return (
    <>
      {fields.map((field, index) => (
        <div key={field.id}>{row(field, index, fields.length, () => remove(index))}</div>
      ))}
      {blank && addLabel && fields.length < max && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => append(blank())}
        >
          {addLabel}
        </button>
      )}
    </>
  );
}
