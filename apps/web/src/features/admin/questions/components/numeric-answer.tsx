import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import type { QuestionFormApi } from '../utils/question-form-values';

interface NumericAnswerProps {
  form: QuestionFormApi;
  message: (path: string) => string | undefined;
  readOnly: boolean;
}

/** The accepted answer of a numerical question: an exact value ± a tolerance, or a range. */
export function NumericAnswer({ form, message, readOnly }: NumericAnswerProps) {
  const { t } = useTranslation('admin');
  const mode = useWatch({ control: form.control, name: 'numericMode' });
  const number = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <fieldset className="card mb-3" disabled={readOnly}>
      <legend className="card-header h6 mb-0 w-100">{t('editor.numeric')}</legend>
      <div className="card-body">
        <div className="mb-2" role="radiogroup" aria-label={t('editor.numericMode')}>
          {(['exact', 'range'] as const).map((value) => (
            <div key={value} className="form-check form-check-inline">
              <input
                id={`numeric-${value}`}
                type="radio"
                className="form-check-input"
                value={value}
                {...form.register('numericMode')}
              />
              <label className="form-check-label" htmlFor={`numeric-${value}`}>
                {t(`editor.${value}`)}
              </label>
            </div>
          ))}
        </div>
        <div className="row g-2">
          {mode === 'exact' ? (
            <>
              <div className="col-sm-6">
                <TextField
                  label={t('editor.value')}
                  {...number}
                  error={message('value')}
                  {...form.register('value')}
                />
              </div>
              <div className="col-sm-6">
                <TextField
                  label={t('editor.tolerance')}
                  {...number}
                  error={message('tolerance')}
                  {...form.register('tolerance')}
                />
              </div>
            </>
          ) : (
            <>
              <div className="col-sm-6">
                <TextField
                  label={t('editor.min')}
                  {...number}
                  error={message('min')}
                  {...form.register('min')}
                />
              </div>
              <div className="col-sm-6">
                <TextField
                  label={t('editor.max')}
                  {...number}
                  error={message('max')}
                  {...form.register('max')}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </fieldset>
  );
}
