import type { ReactNode } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldArrayWithId,
  type FieldValues,
} from 'react-hook-form';

interface FieldArrayRowsProps<T extends FieldValues, N extends ArrayPath<T>> {
  control: Control<T>;
  name: N;
  /** One row's fields; `remove` drops it. */
  row: (field: FieldArrayWithId<T, N>, index: number, remove: () => void) => ReactNode;
  /** The values a new row starts with; without it there is no Add button. */
  blank?: () => FieldArray<T, N>;
  addLabel?: string;
  /** Fewer rows than this and Remove is not offered. */
  min?: number;
}

/** The rows of a list field (options, sections), keyed by react-hook-form so typing keeps focus. */
export function FieldArrayRows<T extends FieldValues, N extends ArrayPath<T>>({
  control,
  name,
  row,
  blank,
  addLabel,
  min = 0,
}: FieldArrayRowsProps<T, N>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <>
      {fields.map((field, index) => (
        <div key={field.id}>
          {row(field, index, () => {
            if (fields.length > min) remove(index);
          })}
        </div>
      ))}
      {blank && addLabel && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => append(blank())}
        >
          {addLabel}
        </button>
      )}
    </>
  );
}
