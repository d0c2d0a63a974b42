import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/form/text-field';
import { RichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import { QuestionExcerpt } from '../../components/question-excerpt';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { rowLoss } from '../utils/negative-mark-hint';
import type { SetFormApi } from '../utils/set-form-values';

interface GroupEditorProps {
  form: SetFormApi;
  section: number;
  index: number;
  /** The number of the group's first question in the whole set. */
  firstNo: number;
  readOnly: boolean;
  message: (path: string) => string | undefined;
  onPick: () => void;
  onRemove?: () => void;
}

/**
 * One group of a section: its title and shared instructions or passage (both optional, in
 * English and Hindi), and its questions in order with their marks.
 */
export function GroupEditor({
  form,
  section,
  index,
  firstNo,
  readOnly,
  message,
  onPick,
  onRemove,
}: GroupEditorProps) {
  const { t } = useTranslation('admin');
  const base = `sections.${section}.groups.${index}` as const;
  const marksPerQuestion = useWatch({
    control: form.control,
    name: `sections.${section}.marksPerQuestion`,
  });
  const { fields, move, remove } = useFieldArray({
    control: form.control,
    name: `${base}.questions`,
  });
  // What each row loses is shown live, from the amounts as they are typed (decision 061).
  const [rows, on, setAmount, sectionAmount] = useWatch({
    control: form.control,
    name: [
      `${base}.questions`,
      'negativeMarks',
      'negativeMark',
      `sections.${section}.negativeMark`,
    ],
  });
  const titleId = `section-${section}-group-${index}-title`;
  // The passage editors are built only once opened: a set of many groups stays quick to show.
  const [passageOpen, setPassageOpen] = useState(() =>
    Boolean(form.getValues(`${base}.instructionsEn`) || form.getValues(`${base}.instructionsHi`)),
  );
  return (
    <section className="set-group" aria-labelledby={titleId}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h4 id={titleId} className="h6 mb-0 me-auto">
          {t('groups.group', { n: index + 1 })}
        </h4>
        {onRemove && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
            {t('groups.remove', { n: index + 1 })}
          </button>
        )}
      </div>
      <div className="row g-2">
        <div className="col-md-6">
          <TextField
            label={t('groups.titleEn')}
            hint={t('groups.titleHint')}
            error={message(`${base}.titleEn`)}
            {...form.register(`${base}.titleEn`)}
          />
        </div>
        <div className="col-md-6">
          <TextField
            lang="hi"
            label={t('groups.titleHi')}
            error={message(`${base}.titleHi`)}
            {...form.register(`${base}.titleHi`)}
          />
        </div>
      </div>
      <details
        className="mb-2"
        open={passageOpen}
        onToggle={(event) => setPassageOpen(event.currentTarget.open)}
      >
        <summary className="small fw-semibold">{t('groups.instructions')}</summary>
        {passageOpen && (
          <div className="row g-2 mt-1">
            {(['instructionsEn', 'instructionsHi'] as const).map((name) => (
              <div key={name} className="col-lg-6">
                <Controller
                  control={form.control}
                  name={`${base}.${name}`}
                  render={({ field }) => (
                    <RichTextEditor
                      label={t(`groups.${name}`)}
                      lang={name === 'instructionsEn' ? 'en' : 'hi'}
                      readOnly={readOnly}
                      value={field.value}
                      onChange={field.onChange}
                      error={message(`${base}.${name}`)}
                    />
                  )}
                />
              </div>
            ))}
          </div>
        )}
      </details>
      {message(`${base}.questions`) && (
        <div className="alert alert-danger py-2">{message(`${base}.questions`)}</div>
      )}
      {fields.length === 0 ? (
        <p className="text-body-secondary">{t('groups.noQuestions')}</p>
      ) : (
        <ol className="list-group mb-3" start={firstNo}>
          {fields.map((field, i) => {
            const n = firstNo + i;
            const row = rows[i] ?? form.getValues(`${base}.questions.${i}`);
            const fieldId = `${base.replaceAll('.', '-')}-q${i}`;
            const loss = rowLoss({
              on,
              setAmount,
              sectionAmount,
              sectionMarks: marksPerQuestion,
              ownAmount: row.negativeMark,
              ownMarks: row.marks,
              type: row.type,
            });
            return (
              <li key={field.id} className="list-group-item set-question-row">
                <div className="d-flex flex-column flex-lg-row gap-2 align-items-lg-center">
                  <div className="flex-grow-1 min-w-0">
                    <span className="fw-semibold me-1">{n}.</span>
                    <Link to={`/admin/questions/${row.bankQuestionId}`}>
                      #{row.bankQuestionId}
                    </Link>{' '}
                    <QuestionExcerpt html={row.textEn} max={140} />
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
                      <span id={`${fieldId}-loss`} className="text-body-secondary">
                        {loss > 0
                          ? t('sets.rowLoss', { amount: formatMarks(loss) })
                          : t('sets.rowNoLoss')}
                      </span>
                      {message(`${base}.questions.${i}.bankQuestionId`) && (
                        <span className="text-danger">
                          {message(`${base}.questions.${i}.bankQuestionId`)}
                        </span>
                      )}
                    </div>
                  </div>
                  <div className="d-flex gap-2 align-items-end flex-nowrap flex-shrink-0">
                    <div className="set-question-number">
                      <label
                        className="form-label small mb-0"
                        htmlFor={`${base.replaceAll('.', '-')}-q${i}-marks`}
                      >
                        {t('sets.questionMarks')}
                      </label>
                      <input
                        id={`${base.replaceAll('.', '-')}-q${i}-marks`}
                        className={`form-control form-control-sm${message(`${base}.questions.${i}.marks`) ? ' is-invalid' : ''}`}
                        inputMode="decimal"
                        placeholder={marksPerQuestion}
                        {...form.register(`${base}.questions.${i}.marks`)}
                      />
                    </div>
                    <div className="set-question-number">
                      <label
                        className="form-label small mb-0"
                        htmlFor={`${base.replaceAll('.', '-')}-q${i}-negative`}
                      >
                        {t('sets.questionNegative')}
                      </label>
                      <input
                        id={`${base.replaceAll('.', '-')}-q${i}-negative`}
                        className={`form-control form-control-sm${message(`${base}.questions.${i}.negativeMark`) ? ' is-invalid' : ''}`}
                        inputMode="decimal"
                        aria-describedby={`${fieldId}-loss`}
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
    </section>
  );
}
