import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RichTextEditor } from './lazy-rich-text-editor';

interface BilingualRichTextProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** The English field, then the Hindi one: rich texts (HTML) of the form. */
  names: readonly [
    FieldPathByValue<V, string | undefined>,
    FieldPathByValue<V, string | undefined>,
  ];
  labels: readonly [string, string];
  message: (path: string) => string | undefined;
  readOnly: boolean;
}

/**
 * One text of a form (a question's, a passage's, a set's instructions) in English and Hindi, side
 * by side on a wide screen.
 */
export function BilingualRichText<V extends FieldValues, T>({
  control,
  names,
  labels,
  message,
  readOnly,
}: BilingualRichTextProps<V, T>) {
  return (
    <div className="row g-3">
      {names.map((name, index) => (
        <div key={name} className="col-lg-6">
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <RichTextEditor
                label={labels[index] ?? ''}
                lang={index === 0 ? 'en' : 'hi'}
                readOnly={readOnly}
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
                error={message(name)}
              />
            )}
          />
        </div>
      ))}
    </div>
  );
}
