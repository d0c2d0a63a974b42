import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import type { QuestionFormApi } from '../utils/question-form-values';

type RichTextName =
  'textEn' | 'textHi' | 'solutionEn' | 'solutionHi' | 'passage.textEn' | 'passage.textHi';

interface BilingualRichTextProps {
  form: QuestionFormApi;
  /** The English field, then the Hindi one. */
  names: readonly [RichTextName, RichTextName];
  labels: readonly [string, string];
  message: (path: string) => string | undefined;
  readOnly: boolean;
}

/** One text of the question in English and Hindi, side by side on a wide screen. */
export function BilingualRichText({
  form,
  names,
  labels,
  message,
  readOnly,
}: BilingualRichTextProps) {
  return (
    <div className="row g-3">
      {names.map((name, index) => (
        <div key={name} className="col-lg-6">
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <RichTextEditor
                label={labels[index] ?? ''}
                lang={index === 0 ? 'en' : 'hi'}
                readOnly={readOnly}
                value={field.value ?? ''}
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
