import type { TCategory } from '@exam/contracts/admin/catalogue-entities';
import { ZQuestionInput, type TQuestionDetail } from '@exam/contracts/admin/question-entities';
import {
  MARKING_RULES,
  QUESTION_TYPES,
  type TQuestionType,
} from '@exam/contracts/questions/entities';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-client';
import { useSaveQuestion } from '../api/save-question';
import { issueMessage, useFormMessage } from '../lib/zod-form';
import { useErrorText } from '../shell/action-message';
import { fieldLabel } from './field-labels';
import { NumericAnswer } from './numeric-answer';
import { OptionsEditor } from './options-editor';
import {
  emptyQuestion,
  formFieldOf,
  fromQuestion,
  optionsForType,
  toQuestionInput,
  type OptionValues,
  type QuestionFormValues,
} from './question-form-values';
import { QuestionPreview } from './question-preview';
import { RichTextEditor } from './lazy-rich-text-editor';

interface QuestionFormProps {
  question: TQuestionDetail | null;
  categories: TCategory[];
  onSaved: (saved: TQuestionDetail, created: boolean) => void;
}

const NUMBER_FIELDS = ['value', 'tolerance', 'min', 'max', 'marks', 'negativeMark'] as const;

/** The question editor: both languages side by side, the type's own answer, and a preview. */
export function QuestionForm({ question, categories, onSaved }: QuestionFormProps) {
  const { t } = useTranslation('admin');
  const formMessage = useFormMessage();
  const errorText = useErrorText();
  const save = useSaveQuestion();
  const readOnly = question !== null && !question.editable;
  const form = useForm<QuestionFormValues>({
    defaultValues: question ? fromQuestion(question) : emptyQuestion(),
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [previewing, setPreviewing] = useState(false);
  // Switching to true/false and back gives the options that were typed before.
  const typedOptions = useRef<OptionValues[] | null>(null);
  const type = form.watch('type');
  const values = form.watch();

  const message = (path: string) =>
    formMessage(form.getFieldState(path as keyof QuestionFormValues).error?.message);

  const changeType = (next: TQuestionType) => {
    const current = form.getValues('options');
    if (next === 'true-false' && type !== 'true-false') typedOptions.current = current;
    const restored = type === 'true-false' && next !== 'true-false' ? typedOptions.current : null;
    form.setValue('type', next);
    form.setValue('options', optionsForType(next, restored ?? current));
    form.clearErrors();
  };

  /** Puts each issue on its field and lists them all, each named, above the Save button. */
  const showIssues = (issues: { path: string; message: string }[], current: QuestionFormValues) => {
    const listed: string[] = [];
    for (const issue of issues) {
      const field = formFieldOf(issue.path, current);
      form.setError(field as keyof QuestionFormValues, {
        type: 'validate',
        message: issue.message,
      });
      listed.push(
        t('editor.fieldError', {
          field: fieldLabel(field, t),
          message: formMessage(issue.message),
        }),
      );
    }
    setProblems([...new Set(listed)]);
  };

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    setProblems([]);
    setFailure(null);
    const input = toQuestionInput(current);
    const parsed = ZQuestionInput.safeParse(input);
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => {
          const path = issue.path.map(String).join('.');
          const field = formFieldOf(`body.${path.replace(/^body\./, '')}`, current);
          const typed = (NUMBER_FIELDS as readonly string[]).includes(field)
            ? String(current[field as (typeof NUMBER_FIELDS)[number]]).trim()
            : '';
          const notANumber = issue.code === 'invalid_type' && typed !== '';
          return { path, message: notANumber ? 'validation.number' : issueMessage(issue) };
        }),
        current,
      );
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: question?.id ?? null, input });
      onSaved(saved, question === null);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.fieldErrors.length > 0) {
        showIssues(
          error.fieldErrors.map((f) => ({
            path: f.field.replace(/^body\./, ''),
            message: f.message,
          })),
          current,
        );
      }
    }
  });

  const textPair = (
    en: 'textEn' | 'solutionEn',
    hi: 'textHi' | 'solutionHi',
    labelEn: string,
    labelHi: string,
  ) => (
    <div className="row g-3">
      {(
        [
          [en, labelEn, 'en'],
          [hi, labelHi, 'hi'],
        ] as const
      ).map(([name, label, lang]) => (
        <div key={name} className="col-lg-6">
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <RichTextEditor
                label={t(label)}
                lang={lang}
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
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
      {readOnly && <div className="alert alert-secondary">{t('editor.readOnly')}</div>}
      <fieldset className="card mb-3" disabled={readOnly}>
        <legend className="card-header h6 mb-0 w-100">{t('editor.settings')}</legend>
        <div className="card-body row g-3">
          <div className="col-md-6 col-xl-3">
            <label htmlFor="question-type" className="form-label">
              {t('editor.type')}
            </label>
            <select
              id="question-type"
              className="form-select"
              value={type}
              onChange={(event) => changeType(event.target.value as TQuestionType)}
            >
              {QUESTION_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`types.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {type === 'multiple' && (
            <div className="col-md-6 col-xl-3">
              <label htmlFor="marking-rule" className="form-label">
                {t('editor.markingRule')}
              </label>
              <select
                id="marking-rule"
                className="form-select"
                aria-describedby="marking-help"
                {...form.register('markingRule')}
              >
                {MARKING_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`editor.${rule}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="col-md-6 col-xl-2">
            <label htmlFor="question-category" className="form-label">
              {t('editor.category')}
            </label>
            <select id="question-category" className="form-select" {...form.register('categoryId')}>
              <option value="">{t('editor.noCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-3 col-xl-2">
            <TextField
              label={t('editor.marks')}
              inputMode="decimal"
              hint={t('editor.marksHint')}
              error={message('marks')}
              {...form.register('marks')}
            />
          </div>
          <div className="col-6 col-md-3 col-xl-2">
            <TextField
              label={t('editor.negativeMark')}
              inputMode="decimal"
              error={message('negativeMark')}
              {...form.register('negativeMark')}
            />
          </div>
          {type === 'multiple' && (
            <p id="marking-help" className="col-12 form-text mt-1">
              {t('editor.markingHelp')}
            </p>
          )}
          <div className="col-md-6 col-xl-6">
            <TextField
              label={t('editor.tags')}
              hint={t('editor.tagsHint')}
              error={message('tags')}
              {...form.register('tags')}
            />
          </div>
        </div>
      </fieldset>

      <section className="card mb-3" aria-labelledby="question-text-title">
        <h2 id="question-text-title" className="card-header h6 mb-0">
          {t('editor.question')}
        </h2>
        <div className="card-body">
          {textPair('textEn', 'textHi', 'editor.questionEn', 'editor.questionHi')}
        </div>
      </section>

      {type === 'numerical' ? (
        <NumericAnswer form={form} message={message} readOnly={readOnly} />
      ) : (
        <OptionsEditor form={form} message={message} readOnly={readOnly} />
      )}

      <section className="card mb-3" aria-labelledby="solution-title">
        <h2 id="solution-title" className="card-header h6 mb-0">
          {t('editor.solution')}
        </h2>
        <div className="card-body">
          {textPair('solutionEn', 'solutionHi', 'editor.solutionEn', 'editor.solutionHi')}
        </div>
      </section>

      {previewing && (
        <section className="mb-3" aria-labelledby="preview-title">
          <h2 id="preview-title" className="h6">
            {t('editor.previewTitle')}
          </h2>
          <QuestionPreview body={toQuestionInput(values).body} />
        </section>
      )}

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
      <div className="editor-actions d-flex flex-wrap gap-2">
        {!readOnly && (
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('state.saving') : question ? t('editor.save') : t('editor.saveNew')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? t('editor.hidePreview') : t('editor.preview')}
        </button>
      </div>
    </form>
  );
}
