import type { TAdminExam } from '@exam/contracts/admin/catalogue-entities';
import { defaultCutoff } from '@exam/core/cutoff';
import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { SET_TYPES } from '@exam/contracts/sets/entities';
import { ZCalculatorMode, ZClockRule, ZFullscreenMode } from '@exam/contracts/attempts/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { formParseOptions, useMessageAt } from '@/components/ui/form/form-messages';
import { FormStatus } from '@/components/ui/form/form-status';
import { SelectField } from '@/components/ui/form/select-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { NumberField, TextField } from '@/components/ui/form/text-field';
import { useSaveSet } from '../api/save-set';
import { usePoolCounts } from '../api/count-pool';
import { BilingualRichText } from '../../components/rich-text/bilingual-rich-text';
import { useErrorText } from '../../shell/components/action-message';
import { PublishPanel } from './publish-panel';
import { QuestionPicker } from './question-picker';
import { SectionEditor } from './section-editor';
import { setFieldLabel } from '../utils/set-field-labels';
import {
  emptySection,
  fromSet,
  poolOf,
  questionsOf,
  setTotals,
  ZSetForm,
  type SectionValues,
  type SetFormValues,
} from '../utils/set-form-values';

const CALCULATOR_MODES = ZCalculatorMode.options;
const CLOCK_RULES = ZClockRule.options;
const FULLSCREEN_MODES = ZFullscreenMode.options;

/** The place the picker adds to: the section's name, and its group's when it has several. */
function pickingName(
  values: { sections: SectionValues[] },
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
  /** The set was just created (the page came back with its id): say it is saved. */
  justCreated?: boolean;
}

/** The set builder: details, sections of bank questions, Save, and (once saved) Preview and Publish. */
export function SetForm({ set, initial, exams, onSaved, justCreated = false }: SetFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveSet();
  const imported = set ? fromSet(set).imported : false;
  const readOnly = set !== null && (set.sat || !set.editable || imported);
  const form = useForm({
    resolver: zodResolver(ZSetForm, formParseOptions),
    defaultValues: initial,
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const [picking, setPicking] = useState<{ section: number; group: number } | null>(null);
  const [saved, setSaved] = useState(justCreated);
  const current = { sections: useWatch({ control: form.control, name: 'sections' }) };
  const negativeMarks = useWatch({ control: form.control, name: 'negativeMarks' });
  const totals = setTotals(current);
  const inSet = new Set(
    current.sections.flatMap((s) => questionsOf(s).map((q) => q.bankQuestionId)),
  );
  const { errors } = form.formState;
  const poolCounts = usePoolCounts({
    sections: current.sections.map((s) => poolOf(s)),
    listed: [...inSet],
  });

  const message = useMessageAt(errors);

  const submit = form.handleSubmit(async (input) => {
    setSaved(false);
    try {
      const saved = await save.mutateAsync({ id: set?.id ?? null, input });
      form.reset(fromSet(saved).values);
      setSaved(true);
      onSaved(saved, set === null);
    } catch (error) {
      applyServerErrors(error, form.setError, 'any');
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
          // The question's own values (an imported file's), which the server would copy anyway.
          marks: question.marks === null ? '' : String(question.marks),
          negativeMark: question.negativeMark === null ? '' : String(question.negativeMark),
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
                  error={errors.nameEn}
                  {...form.register('nameEn')}
                />
              </div>
              <div className="col-md-6">
                <TextField
                  lang="hi"
                  label={t('sets.nameHi')}
                  error={errors.nameHi}
                  {...form.register('nameHi')}
                />
              </div>
              <SelectField
                className="col-md-6 col-xl-4 mb-0"
                label={t('sets.exam')}
                error={errors.examId}
                placeholder={t('sets.chooseExam')}
                options={exams.map((exam) => ({ value: exam.id, label: exam.name }))}
                {...form.register('examId')}
              />
              <SelectField
                className="col-md-6 col-xl-3 mb-0"
                label={t('sets.type')}
                options={Object.values(SET_TYPES).map((id) => ({
                  value: id,
                  label: t(`setTypes.${id}`),
                }))}
                {...form.register('setTypeId')}
              />
              <NumberField
                className="col-6 col-xl-2 mb-0"
                label={t('sets.duration')}
                inputMode="numeric"
                error={errors.durationMinutes}
                {...form.register('durationMinutes')}
              />
              <NumberField
                className="col-6 col-xl-3 mb-0"
                label={t('sets.cutoff')}
                hint={
                  set && set.totalMarks > 0
                    ? t('sets.cutoffDefault', {
                        marks: defaultCutoff(set.totalMarks),
                        total: set.totalMarks,
                      })
                    : t('sets.cutoffHint')
                }
                error={errors.cutoff}
                {...form.register('cutoff')}
              />
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
                <CheckboxField
                  className="form-check-inline"
                  label={t('sets.hindi')}
                  {...form.register('hindi')}
                />
              </div>
              <div className="col-md-6 col-xl-3">
                <CheckboxField
                  switch
                  className="mt-md-4"
                  label={t('sets.negativeMarks')}
                  {...form.register('negativeMarks')}
                />
              </div>
              <NumberField
                className="col-md-6 col-xl-3 mb-0"
                label={t('sets.negativeMark')}
                inputMode="decimal"
                hint={negativeMarks ? t('sets.negativeMarkHint') : t('sets.negativeMarkOff')}
                error={errors.negativeMark}
                {...form.register('negativeMark')}
              />
              <SelectField
                className="col-md-6 col-xl-3 mb-0"
                label={t('sets.calculator')}
                hint={t('sets.calculatorHint')}
                options={CALCULATOR_MODES.map((mode) => ({
                  value: mode,
                  label: t(`sets.calculatorMode.${mode}`),
                }))}
                {...form.register('calculator')}
              />
              <SelectField
                className="col-md-6 col-xl-3 mb-0"
                label={t('sets.clockRule')}
                hint={t('sets.clockRuleHint')}
                options={CLOCK_RULES.map((rule) => ({
                  value: rule,
                  label: t(`sets.clockRuleMode.${rule}`),
                }))}
                {...form.register('clockRule')}
              />
              <SelectField
                className="col-md-6 col-xl-3 mb-0"
                label={t('sets.fullscreen')}
                hint={t('sets.fullscreenHint')}
                options={FULLSCREEN_MODES.map((mode) => ({
                  value: mode,
                  label: t(`sets.fullscreenMode.${mode}`),
                }))}
                {...form.register('fullscreen')}
              />
              <fieldset className="col-12">
                <legend className="form-label fs-6 mb-1">{t('sets.paperPerCandidate')}</legend>
                <CheckboxField
                  switch
                  className="form-check-inline"
                  label={t('sets.shuffleQuestions')}
                  {...form.register('shuffleQuestions')}
                />
                <CheckboxField
                  switch
                  className="form-check-inline"
                  label={t('sets.shuffleOptions')}
                  {...form.register('shuffleOptions')}
                />
                <p className="form-text mb-0">{t('sets.shuffleHint')}</p>
              </fieldset>
              <div className="col-12">
                <BilingualRichText
                  control={form.control}
                  names={['instructionEn', 'instructionHi']}
                  labels={[t('sets.instructionsEn'), t('sets.instructionsHi')]}
                  message={message}
                  readOnly={readOnly}
                />
              </div>
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
            firstNo += questionsOf(current.sections[index]).length;
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
                pool={{
                  available: poolCounts.data?.sections[index],
                  counting: poolCounts.isFetching,
                  failed: poolCounts.isError,
                }}
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

        <ErrorSummary
          errors={errors}
          labelOf={(path) => setFieldLabel(path, t)}
          failure={save.isError && `${t('state.saveFailed')} ${errorText(save.error)}`}
        />
        {!readOnly && (
          <div className="set-actions d-flex flex-wrap align-items-center gap-3">
            <SubmitButton pending={save.isPending} pendingLabel={t('state.saving')}>
              {t('sets.save')}
            </SubmitButton>
            <FormStatus message={saved && !form.formState.isDirty ? t('sets.saved') : null} />
          </div>
        )}
      </form>
      <QuestionPicker
        sectionName={picking === null ? null : pickingName(current, picking, t)}
        inSet={inSet}
        onAdd={addQuestion}
        onClose={() => setPicking(null)}
      />
    </>
  );
}
