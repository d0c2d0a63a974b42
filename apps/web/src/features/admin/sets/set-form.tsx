import type { TAdminExam } from '@exam/contracts/admin/catalogue-entities';
import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import { ZSetInput, type TSetDetail } from '@exam/contracts/admin/set-entities';
import { SET_TYPES } from '@exam/contracts/sets/entities';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-client';
import { useSaveSet } from '../api/save-set';
import { issueMessage, useFormMessage } from '../lib/zod-form';
import { RichTextEditor } from '../editor/lazy-rich-text-editor';
import { useErrorText } from '../shell/action-message';
import { PublishPanel } from './publish-panel';
import { QuestionPicker } from './question-picker';
import { SectionEditor } from './section-editor';
import { setFieldLabel } from './set-field-labels';
import {
  emptySection,
  fromSet,
  questionsOf,
  setTotals,
  toSetInput,
  type SetFormValues,
} from './set-form-values';

/** The place the picker adds to: the section's name, and its group's when it has several. */
function pickingName(
  values: SetFormValues,
  picking: { section: number; group: number },
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const section = values.sections[picking.section];
  if (!section) return '';
  if (section.groups.length < 2) return section.nameEn;
  const group = section.groups[picking.group];
  const title = group?.titleEn.trim() || t('groups.group', { n: picking.group + 1 });
  return `${section.nameEn} — ${title}`;
}

interface SetFormProps {
  set: TSetDetail | null;
  initial: SetFormValues;
  exams: TAdminExam[];
  onSaved: (saved: TSetDetail, created: boolean) => void;
}

/** The set builder: details, sections of bank questions, Save, and (once saved) Preview and Publish. */
export function SetForm({ set, initial, exams, onSaved }: SetFormProps) {
  const { t } = useTranslation('admin');
  const formMessage = useFormMessage();
  const errorText = useErrorText();
  const save = useSaveSet();
  const imported = set ? fromSet(set).imported : false;
  const readOnly = set !== null && (set.sat || !set.editable || imported);
  const form = useForm<SetFormValues>({ defaultValues: initial });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const [picking, setPicking] = useState<{ section: number; group: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const values = form.watch();
  const totals = setTotals(values);
  const inSet = new Set(
    values.sections.flatMap((s) => questionsOf(s).map((q) => q.bankQuestionId)),
  );

  const message = (path: string) =>
    formMessage(form.getFieldState(path as keyof SetFormValues).error?.message);

  const showIssues = (issues: { path: string; message: string }[]) => {
    for (const issue of issues) {
      form.setError(issue.path as keyof SetFormValues, {
        type: 'validate',
        message: issue.message,
      });
    }
    setProblems([
      ...new Set(
        issues.map((i) =>
          t('editor.fieldError', {
            field: setFieldLabel(i.path, t),
            message: formMessage(i.message),
          }),
        ),
      ),
    ]);
  };

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    setProblems([]);
    setFailure(null);
    const input = toSetInput(current);
    const parsed = ZSetInput.safeParse(input);
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issueMessage(issue),
        })),
      );
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: set?.id ?? null, input });
      form.reset(fromSet(saved).values);
      onSaved(saved, set === null);
    } catch (error) {
      setFailure(error);
      if (isApiError(error)) {
        showIssues(
          error.fieldErrors.map((f) => ({
            path: f.field.replace(/^body\./, ''),
            message: f.message,
          })),
        );
      }
    }
  });

  const addQuestion = (question: TQuestionSummary) => {
    if (picking === null) return;
    const path = `sections.${picking.section}.groups.${picking.group}.questions` as const;
    form.setValue(
      path,
      [
        ...form.getValues(path),
        {
          bankQuestionId: question.id,
          textEn: question.textEn,
          type: question.type,
          version: question.currentVersion,
          currentVersion: question.currentVersion,
          marks: '',
          negativeMark: '',
        },
      ],
      { shouldDirty: true },
    );
  };

  let firstNo = 1;
  return (
    <>
      {set && <PublishPanel set={set} dirty={form.formState.isDirty} />}
      {set?.sat && <div className="alert alert-warning">{t('sets.sat')}</div>}
      {imported && <div className="alert alert-secondary">{t('sets.imported')}</div>}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
        <fieldset disabled={readOnly}>
          <section className="card mb-3" aria-labelledby="set-details-title">
            <h2 id="set-details-title" className="card-header h6 mb-0">
              {t('sets.details')}
            </h2>
            <div className="card-body row g-3">
              <div className="col-md-6">
                <TextField
                  label={t('sets.nameEn')}
                  error={message('nameEn')}
                  {...form.register('nameEn')}
                />
              </div>
              <div className="col-md-6">
                <TextField
                  lang="hi"
                  label={t('sets.nameHi')}
                  error={message('nameHi')}
                  {...form.register('nameHi')}
                />
              </div>
              <div className="col-md-6 col-xl-4">
                <label htmlFor="set-exam" className="form-label">
                  {t('sets.exam')}
                </label>
                <select
                  id="set-exam"
                  className={`form-select${message('examId') ? ' is-invalid' : ''}`}
                  {...form.register('examId')}
                >
                  <option value="">{t('sets.chooseExam')}</option>
                  {exams.map((exam) => (
                    <option key={exam.id} value={exam.id}>
                      {exam.name}
                    </option>
                  ))}
                </select>
                {message('examId') && <div className="invalid-feedback">{message('examId')}</div>}
              </div>
              <div className="col-md-6 col-xl-3">
                <label htmlFor="set-type" className="form-label">
                  {t('sets.type')}
                </label>
                <select id="set-type" className="form-select" {...form.register('setTypeId')}>
                  {Object.values(SET_TYPES).map((id) => (
                    <option key={id} value={id}>
                      {t(`setTypes.${id}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6 col-xl-2">
                <TextField
                  label={t('sets.duration')}
                  inputMode="numeric"
                  error={message('durationMinutes')}
                  {...form.register('durationMinutes')}
                />
              </div>
              <div className="col-6 col-xl-3">
                <TextField
                  label={t('sets.cutoff')}
                  inputMode="decimal"
                  hint={t('sets.cutoffHint')}
                  error={message('cutoff')}
                  {...form.register('cutoff')}
                />
              </div>
              <div className="col-md-6">
                <span className="form-label d-block">{t('sets.languages')}</span>
                <div className="form-check form-check-inline">
                  <input
                    id="set-lang-en"
                    type="checkbox"
                    className="form-check-input"
                    checked
                    disabled
                  />
                  <label htmlFor="set-lang-en" className="form-check-label">
                    {t('sets.english')}
                  </label>
                </div>
                <div className="form-check form-check-inline">
                  <input
                    id="set-lang-hi"
                    type="checkbox"
                    className="form-check-input"
                    {...form.register('hindi')}
                  />
                  <label htmlFor="set-lang-hi" className="form-check-label">
                    {t('sets.hindi')}
                  </label>
                </div>
              </div>
              <div className="col-md-6">
                <div className="form-check form-switch mt-md-4">
                  <input
                    id="set-negative"
                    type="checkbox"
                    role="switch"
                    className="form-check-input"
                    {...form.register('negativeMarks')}
                  />
                  <label htmlFor="set-negative" className="form-check-label">
                    {t('sets.negativeMarks')}
                  </label>
                </div>
              </div>
              {(['instructionEn', 'instructionHi'] as const).map((name) => (
                <div key={name} className="col-lg-6">
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <RichTextEditor
                        label={t(
                          name === 'instructionEn' ? 'sets.instructionsEn' : 'sets.instructionsHi',
                        )}
                        lang={name === 'instructionEn' ? 'en' : 'hi'}
                        readOnly={readOnly}
                        value={field.value}
                        onChange={field.onChange}
                        error={message(name)}
                      />
                    )}
                  />
                </div>
              ))}
            </div>
          </section>

          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <h2 className="h5 mb-0">{t('sets.sections')}</h2>
            <span className="text-body-secondary small" aria-live="polite">
              {t('sets.totals', { count: totals.questions })}
              {set && ` · ${t('sets.savedMarks', { marks: set.totalMarks })}`}
            </span>
          </div>
          {sections.fields.map((field, index) => {
            const start = firstNo;
            firstNo += questionsOf(values.sections[index]).length;
            return (
              <SectionEditor
                key={field.id}
                form={form}
                index={index}
                firstNo={start}
                readOnly={readOnly}
                message={message}
                onPick={(group) => setPicking({ section: index, group })}
                onRemove={sections.fields.length > 1 ? () => sections.remove(index) : undefined}
              />
            );
          })}
          <button
            type="button"
            className="btn btn-outline-primary mb-3"
            onClick={() => sections.append(emptySection(sections.fields.length + 1))}
          >
            {t('sets.addSection')}
          </button>
        </fieldset>

        {problems.length > 0 && (
          <div className="alert alert-danger" role="alert">
            <p className="fw-semibold mb-1">{t('editor.invalid')}</p>
            <ul className="mb-0">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {failure !== null && problems.length === 0 && (
          <div className="alert alert-danger" role="alert">
            {t('state.saveFailed')} {errorText(failure)}
          </div>
        )}
        {!readOnly && (
          <div className="set-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? t('state.saving') : t('sets.save')}
            </button>
          </div>
        )}
      </form>
      <QuestionPicker
        sectionName={picking === null ? null : pickingName(values, picking, t)}
        inSet={inSet}
        onAdd={addQuestion}
        onClose={() => setPicking(null)}
      />
    </>
  );
}
