import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { FieldArrayRows } from '@/components/ui/form/field-array-rows';
import { TextField } from '@/components/ui/form/text-field';
import type { QuestionFormApi } from '../utils/question-form-values';

/** The contracts' SHORT_ANSWER_MAX_ACCEPTED (its module builds zod schemas, decision 004). */
const MAX_ACCEPTED = 20;

interface ShortAnswerEditorProps {
  form: QuestionFormApi;
  message: (path: string) => string | undefined;
  readOnly: boolean;
}

/** The accepted answers of a short-answer question, one row each, and its case rule. */
export function ShortAnswerEditor({ form, message, readOnly }: ShortAnswerEditorProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="card mb-3" disabled={readOnly}>
      <legend className="card-header h6 mb-0 w-100">{t('editor.shortAnswer')}</legend>
      <div className="card-body">
        <p className="form-text mt-0">{t('editor.shortAnswerHelp')}</p>
        {message('accepted') && (
          <div className="alert alert-danger py-2" role="alert">
            {t('editor.shortAnswer')}: {message('accepted')}
          </div>
        )}
        <FieldArrayRows
          control={form.control}
          name="accepted"
          max={MAX_ACCEPTED}
          blank={() => ({ text: '' })}
          addLabel={t('editor.addAccepted')}
          row={(_field, index, rows, remove) => (
            <div className="d-flex align-items-start gap-2">
              <TextField
                className="flex-grow-1 mb-2"
                label={t('editor.acceptedAnswer', { number: index + 1 })}
                autoComplete="off"
                error={message(`accepted.${index}.text`)}
                {...form.register(`accepted.${index}.text`)}
              />
              {rows > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-4"
                  onClick={remove}
                >
                  {t('editor.removeAccepted', { number: index + 1 })}
                </button>
              )}
            </div>
          )}
        />
        <CheckboxField
          className="mt-3 mb-0"
          label={t('editor.caseSensitive')}
          {...form.register('caseSensitive')}
        />
      </div>
    </fieldset>
  );
}
