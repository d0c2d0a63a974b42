import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { plainText } from '../utils/plain-text';
import type { SetFormValues } from './set-form-values';

interface SectionEditorProps {
  form: UseFormReturn<SetFormValues>;
  index: number;
  /** The number of the section's first question in the whole set (questions are numbered across sections). */
  firstNo: number;
  message: (path: string) => string | undefined;
  onPick: () => void;
  onRemove?: () => void;
}

/** One section: its names, marks per question, and its questions in order with their marks. */
export function SectionEditor({
  form,
  index,
  firstNo,
  message,
  onPick,
  onRemove,
}: SectionEditorProps) {
  const { t } = useTranslation('admin');
  const base = `sections.${index}` as const;
  const { fields, move, remove } = useFieldArray({
    control: form.control,
    name: `${base}.questions`,
  });
  return (
    <section className="card mb-3" aria-labelledby={`section-${index}-title`}>
      <div className="card-header d-flex align-items-center gap-2">
        <h3 id={`section-${index}-title`} className="h6 mb-0 me-auto">
          {t('sets.section', { n: index + 1 })}
        </h3>
        {onRemove && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
            {t('sets.removeSection')}
          </button>
        )}
      </div>
      <div className="card-body">
        <div className="row g-2">
          <div className="col-md-5">
            <TextField
              label={t('sets.sectionNameEn')}
              error={message(`${base}.nameEn`)}
              {...form.register(`${base}.nameEn`)}
            />
          </div>
          <div className="col-md-5">
            <TextField
              lang="hi"
              label={t('sets.sectionNameHi')}
              {...form.register(`${base}.nameHi`)}
            />
          </div>
          <div className="col-md-2">
            <TextField
              label={t('sets.marksPerQuestion')}
              inputMode="decimal"
              error={message(`${base}.marksPerQuestion`)}
              {...form.register(`${base}.marksPerQuestion`)}
            />
          </div>
        </div>
        {message(`${base}.questions`) && (
          <div className="alert alert-danger py-2">{message(`${base}.questions`)}</div>
        )}
        {fields.length === 0 ? (
          <p className="text-body-secondary">{t('sets.noQuestions')}</p>
        ) : (
          <ol className="list-group mb-3" start={firstNo}>
            {fields.map((field, i) => {
              const n = firstNo + i;
              const row = form.getValues(`${base}.questions.${i}`);
              return (
                <li key={field.id} className="list-group-item set-question-row">
                  <div className="d-flex flex-column flex-lg-row gap-2 align-items-lg-center">
                    <div className="flex-grow-1 min-w-0">
                      <span className="fw-semibold me-1">{n}.</span>
                      <Link to={`/admin/questions/${row.bankQuestionId}`}>
                        #{row.bankQuestionId}
                      </Link>{' '}
                      {plainText(row.textEn, 140)}
                      <div className="small d-flex flex-wrap gap-1 mt-1">
                        <span className="badge text-bg-primary">{t(`types.${row.type}`)}</span>
                        {row.version !== null && (
                          <span className="badge text-bg-light border">
                            {t('sets.version', { version: row.version })}
                          </span>
                        )}
                        {row.currentVersion !== null &&
                          row.version !== null &&
                          row.currentVersion > row.version && (
                            <span className="text-body-secondary">
                              {t('sets.newerVersion', { version: row.currentVersion })}
                            </span>
                          )}
                        {message(`${base}.questions.${i}.bankQuestionId`) && (
                          <span className="text-danger">
                            {message(`${base}.questions.${i}.bankQuestionId`)}
                          </span>
                        )}
                      </div>
                    </div>
                    <div className="d-flex gap-2 align-items-end flex-nowrap flex-shrink-0">
                      <div className="set-question-number">
                        <label className="form-label small mb-0" htmlFor={`${base}-q${i}-marks`}>
                          {t('sets.questionMarks')}
                        </label>
                        <input
                          id={`${base}-q${i}-marks`}
                          className={`form-control form-control-sm${message(`${base}.questions.${i}.marks`) ? ' is-invalid' : ''}`}
                          inputMode="decimal"
                          placeholder={form.watch(`${base}.marksPerQuestion`)}
                          {...form.register(`${base}.questions.${i}.marks`)}
                        />
                      </div>
                      <div className="set-question-number">
                        <label className="form-label small mb-0" htmlFor={`${base}-q${i}-negative`}>
                          {t('sets.questionNegative')}
                        </label>
                        <input
                          id={`${base}-q${i}-negative`}
                          className={`form-control form-control-sm${message(`${base}.questions.${i}.negativeMark`) ? ' is-invalid' : ''}`}
                          inputMode="decimal"
                          {...form.register(`${base}.questions.${i}.negativeMark`)}
                        />
                      </div>
                      <div className="btn-group btn-group-sm">
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          disabled={i === 0}
                          aria-label={t('sets.moveUp', { n })}
                          onClick={() => move(i, i - 1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          disabled={i === fields.length - 1}
                          aria-label={t('sets.moveDown', { n })}
                          onClick={() => move(i, i + 1)}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger"
                          aria-label={t('sets.remove', { n })}
                          onClick={() => remove(i)}
                        >
                          ✕
                        </button>
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onPick}>
          {t('sets.addQuestions')}
        </button>
      </div>
    </section>
  );
}
