import type { TCategory } from '@exam/contracts/admin/catalogue-entities';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import {
  MARKING_RULES,
  QUESTION_TYPES,
  type TQuestionType,
} from '@exam/contracts/questions/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import { formParseOptions, useMessageAt } from '@/components/ui/form/form-messages';
import { FormStatus } from '@/components/ui/form/form-status';
import { SelectField } from '@/components/ui/form/select-field';
import { serverFieldErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { NumberField, TextField } from '@/components/ui/form/text-field';
import { useSaveQuestion } from '../api/save-question';
import { useErrorText } from '../../shell/components/action-message';
import { fieldLabel } from '../utils/field-labels';
import { BilingualRichText } from '../../components/rich-text/bilingual-rich-text';
import { NumericAnswer } from './numeric-answer';
import { OptionsEditor } from './options-editor';
import { PassageEditor } from './passage-editor';
import { ShortAnswerEditor } from './short-answer-editor';
import {
  emptyQuestion,
  formFieldOf,
  fromQuestion,
  optionsForType,
  toQuestionInput,
  ZQuestionForm,
  type OptionValues,
  type QuestionFormValues,
} from '../utils/question-form-values';
import { QuestionPreview } from './question-preview';

/** What the last save did, said beside the Save button. */
export type QuestionSaved = { created: number } | { version: number };

interface QuestionFormProps {
  question: TQuestionDetail | null;
  categories: TCategory[];
  onSaved: (saved: TQuestionDetail, created: boolean) => void;
  /** The question was just created (the page came back with its number). */
  justCreated?: number;
}

/** The question editor: both languages side by side, the type's own answer, and a preview. */
export function QuestionForm({ question, categories, onSaved, justCreated }: QuestionFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveQuestion();
  const readOnly = question !== null && !question.editable;
  const form = useForm({
    resolver: zodResolver(ZQuestionForm, formParseOptions),
    defaultValues: question ? fromQuestion(question) : emptyQuestion(),
  });
  const [saved, setSaved] = useState<QuestionSaved | null>(
    justCreated === undefined ? null : { created: justCreated },
  );
  const [previewing, setPreviewing] = useState(false);
  // Switching to true/false and back gives the options that were typed before.
  const typedOptions = useRef<OptionValues[] | null>(null);
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;

  const message = useMessageAt(errors);

  const changeType = (next: TQuestionType) => {
    const current = form.getValues('options');
    if (next === 'true-false' && type !== 'true-false') typedOptions.current = current;
    const restored = type === 'true-false' && next !== 'true-false' ? typedOptions.current : null;
    form.setValue('type', next);
    form.setValue('options', optionsForType(next, restored ?? current));
    form.clearErrors();
  };

  const submit = form.handleSubmit(async (input) => {
    setSaved(null);
    try {
      const result = await save.mutateAsync({ id: question?.id ?? null, input });
      form.reset(form.getValues());
      setSaved(question === null ? { created: result.id } : { version: result.currentVersion });
      onSaved(result, question === null);
    } catch (error) {
      // The server's field messages land on the editor's fields, as the form's own do.
      const values = form.getValues();
      serverFieldErrors(error, 'any').forEach(({ name, message: text }) =>
        form.setError(formFieldOf(name, values) as keyof QuestionFormValues, {
          type: 'server',
          message: text,
        }),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
      {readOnly && <div className="alert alert-secondary">{t('editor.readOnly')}</div>}
      <fieldset className="card mb-3" disabled={readOnly}>
        <legend className="card-header h6 mb-0 w-100">{t('editor.settings')}</legend>
        <div className="card-body row g-3">
          <SelectField
            className="col-md-6 col-xl-3 mb-0"
            label={t('editor.type')}
            value={type}
            onChange={(event) => changeType(event.target.value as TQuestionType)}
            options={QUESTION_TYPES.map((option) => ({
              value: option,
              label: t(`types.${option}`),
            }))}
          />
          {type === 'multiple' && (
            <SelectField
              className="col-md-6 col-xl-3 mb-0"
              label={t('editor.markingRule')}
              hint={t('editor.markingHelp')}
              {...form.register('markingRule')}
              options={MARKING_RULES.map((rule) => ({ value: rule, label: t(`editor.${rule}`) }))}
            />
          )}
          <SelectField
            className="col-md-6 col-xl-2 mb-0"
            label={t('editor.category')}
            error={errors.categoryId}
            placeholder={t('editor.noCategory')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            {...form.register('categoryId')}
          />
          <NumberField
            className="col-6 col-md-3 col-xl-2 mb-0"
            label={t('editor.marks')}
            hint={t('editor.marksHint')}
            error={errors.marks}
            {...form.register('marks')}
          />
          <NumberField
            className="col-6 col-md-3 col-xl-2 mb-0"
            label={t('editor.negativeMark')}
            error={errors.negativeMark}
            {...form.register('negativeMark')}
          />
          <TextField
            className="col-md-6 col-xl-6 mb-0"
            label={t('editor.tags')}
            hint={t('editor.tagsHint')}
            error={errors.tags}
            {...form.register('tags')}
          />
        </div>
      </fieldset>

      <PassageEditor
        form={form}
        message={message}
        readOnly={readOnly}
        sharedWith={question?.passageQuestions ?? []}
      />

      <section className="card mb-3" aria-labelledby="question-text-title">
        <h2 id="question-text-title" className="card-header h6 mb-0">
          {t('editor.question')}
        </h2>
        <div className="card-body">
          <BilingualRichText
            control={form.control}
            names={['textEn', 'textHi']}
            labels={[t('editor.questionEn'), t('editor.questionHi')]}
            message={message}
            readOnly={readOnly}
          />
        </div>
      </section>

      {type === 'numerical' ? (
        <NumericAnswer form={form} message={message} readOnly={readOnly} />
      ) : type === 'short-answer' ? (
        <ShortAnswerEditor form={form} message={message} readOnly={readOnly} />
      ) : (
        <OptionsEditor form={form} message={message} readOnly={readOnly} />
      )}

      <section className="card mb-3" aria-labelledby="solution-title">
        <h2 id="solution-title" className="card-header h6 mb-0">
          {t('editor.solution')}
        </h2>
        <div className="card-body">
          <BilingualRichText
            control={form.control}
            names={['solutionEn', 'solutionHi']}
            labels={[t('editor.solutionEn'), t('editor.solutionHi')]}
            message={message}
            readOnly={readOnly}
          />
        </div>
      </section>

      {previewing && (
        <section className="mb-3" aria-labelledby="preview-title">
          <h2 id="preview-title" className="h6">
            {t('editor.previewTitle')}
          </h2>
          <LivePreview control={form.control} />
        </section>
      )}

      <ErrorSummary
        errors={errors}
        labelOf={(path) => fieldLabel(path, t)}
        failure={save.isError && `${t('state.saveFailed')} ${errorText(save.error)}`}
      />
      <div className="editor-actions d-flex flex-wrap align-items-center gap-2">
        {!readOnly && (
          <SubmitButton pending={save.isPending} pendingLabel={t('state.saving')}>
            {question ? t('editor.save') : t('editor.saveNew')}
          </SubmitButton>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? t('editor.hidePreview') : t('editor.preview')}
        </button>
        <FormStatus
          className="ms-2"
          message={
            saved && !form.formState.isDirty
              ? 'created' in saved
                ? t('editor.created', { id: saved.created })
                : t('editor.savedVersion', { version: saved.version })
              : null
          }
        />
      </div>
    </form>
  );
}

/** The question as students will see it, following what is typed. */
function LivePreview({ control }: { control: Control<QuestionFormValues, unknown, unknown> }) {
  const values = useWatch({ control }) as QuestionFormValues;
  return <QuestionPreview body={toQuestionInput(values).body} />;
}
