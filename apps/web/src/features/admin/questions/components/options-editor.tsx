import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldArrayRows } from '@/components/ui/form/field-array-rows';
import type { QuestionFormApi } from '../utils/question-form-values';
import { blankOption } from '../utils/question-form-values';
import { RichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';

const MAX_OPTIONS = 10;
export const letterOf = (index: number) => String.fromCharCode(65 + index);

/** One check of an option (Correct, Keep last), its label naming the option to a screen reader. */
function OptionCheck({
  label,
  title,
  letter,
  onChange,
  ...input
}: {
  id: string;
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  title?: string;
  letter: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-check mb-0">
      <input
        className="form-check-input"
        {...input}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={input.id} title={title}>
        {label}
        <span className="visually-hidden"> ({t('editor.option', { letter })})</span>
      </label>
    </div>
  );
}

interface OptionsEditorProps {
  form: QuestionFormApi;
  message: (path: string) => string | undefined;
  readOnly: boolean;
}

/**
 * The options in both languages with their Correct toggle: a radio for single choice and
 * true/false (one correct), a checkbox for multiple correct. True/false has its two fixed options.
 */
export function OptionsEditor({ form, message, readOnly }: OptionsEditorProps) {
  const { t } = useTranslation('admin');
  const type = useWatch({ control: form.control, name: 'type' });
  const fixed = type === 'true-false';
  const single = type !== 'multiple';

  const toggleCorrect = (index: number, checked: boolean) => {
    if (single) {
      form
        .getValues('options')
        .forEach((_, i) => form.setValue(`options.${i}.correct`, i === index && checked));
    } else {
      form.setValue(`options.${index}.correct`, checked);
    }
  };

  return (
    <fieldset className="card mb-3" disabled={readOnly}>
      <legend className="card-header h6 mb-0 w-100">{t('editor.options')}</legend>
      <div className="card-body">
        {message('options') && (
          <div className="alert alert-danger py-2" role="alert">
            {t('editor.options')}: {message('options')}
          </div>
        )}
        <FieldArrayRows
          control={form.control}
          name="options"
          max={fixed ? 0 : MAX_OPTIONS}
          blank={blankOption}
          addLabel={t('editor.addOption')}
          row={(_field, index, rows, remove) => {
            const letter = letterOf(index);
            return (
              <div className="option-editor border rounded p-2 mb-2">
                <div className="d-flex align-items-center gap-3 mb-2">
                  <span className="fw-semibold">{t('editor.option', { letter })}</span>
                  <Controller
                    control={form.control}
                    name={`options.${index}.correct`}
                    render={({ field: correct }) => (
                      <OptionCheck
                        id={`option-${index}-correct`}
                        type={single ? 'radio' : 'checkbox'}
                        name={single ? 'correct-option' : `correct-${index}`}
                        checked={correct.value}
                        onChange={(checked) => toggleCorrect(index, checked)}
                        label={t('editor.correct')}
                        letter={letter}
                      />
                    )}
                  />
                  {!fixed && (
                    <Controller
                      control={form.control}
                      name={`options.${index}.keepLast`}
                      render={({ field: keepLast }) => (
                        <OptionCheck
                          id={`option-${index}-keep-last`}
                          type="checkbox"
                          checked={keepLast.value === true}
                          onChange={keepLast.onChange}
                          label={t('editor.keepLast')}
                          title={t('editor.keepLastHint')}
                          letter={letter}
                        />
                      )}
                    />
                  )}
                  {!fixed && rows > 2 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger ms-auto"
                      onClick={remove}
                    >
                      {t('editor.removeOption', { letter })}
                    </button>
                  )}
                </div>
                <div className="row g-2">
                  {(['textEn', 'textHi'] as const).map((lang) => (
                    <div key={lang} className="col-lg-6">
                      <Controller
                        control={form.control}
                        name={`options.${index}.${lang}`}
                        render={({ field: text }) => (
                          <RichTextEditor
                            compact
                            readOnly={readOnly}
                            lang={lang === 'textEn' ? 'en' : 'hi'}
                            label={t(lang === 'textEn' ? 'editor.optionEn' : 'editor.optionHi', {
                              letter,
                            })}
                            value={text.value}
                            onChange={text.onChange}
                            error={message(`options.${index}.${lang}`)}
                          />
                        )}
                      />
                    </div>
                  ))}
                </div>
              </div>
            );
          }}
        />
      </div>
    </fieldset>
  );
}
