import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextField } from '@/components/ui/form/text-field';
import { GroupEditor } from './group-editor';
import { PoolEditor } from './pool-editor';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { typedAmount } from '../utils/negative-mark-hint';
import { emptyGroup, type SetFormApi } from '../utils/set-form-values';

interface SectionEditorProps {
  form: SetFormApi;
  index: number;
  /** The number of the section's first question in the whole set (questions are numbered across sections). */
  firstNo: number;
  readOnly: boolean;
  message: (path: string) => string | undefined;
  /** Opens the question picker for one group of the section. */
  onPick: (group: number) => void;
  onRemove?: () => void;
  /** A drawn section's live counts per rule (decision 057). */
  pool: { available: readonly number[] | null | undefined; counting: boolean; failed: boolean };
}

/** One section: its names, marks per question, and its groups of questions. */
export function SectionEditor({
  form,
  index,
  firstNo: sectionFirstNo,
  readOnly,
  message,
  onPick,
  onRemove,
  pool,
}: SectionEditorProps) {
  const { t } = useTranslation('admin');
  const base = `sections.${index}` as const;
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: `${base}.groups`,
  });
  const groups = useWatch({ control: form.control, name: `${base}.groups` });
  // A section's own switches matter only while the set shuffles (decision 040).
  const [shuffleQuestions, shuffleOptions] = useWatch({
    control: form.control,
    name: ['shuffleQuestions', 'shuffleOptions'],
  });
  const shuffle = { questions: shuffleQuestions, options: shuffleOptions };
  const drawn = useWatch({ control: form.control, name: `${base}.drawn` });
  const setAmount = typedAmount(useWatch({ control: form.control, name: 'negativeMark' }));
  let firstNo = sectionFirstNo;
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
          <div className="col-md-4">
            <TextField
              label={t('sets.sectionNameEn')}
              error={message(`${base}.nameEn`)}
              {...form.register(`${base}.nameEn`)}
            />
          </div>
          <div className="col-md-4">
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
          <div className="col-md-2">
            <TextField
              label={t('sets.negativeMark')}
              inputMode="decimal"
              hint={
                setAmount === null
                  ? t('sets.sectionNegativeQuarter')
                  : t('sets.sectionNegativeSet', { amount: formatMarks(setAmount) })
              }
              error={message(`${base}.negativeMark`)}
              {...form.register(`${base}.negativeMark`)}
            />
          </div>
        </div>
        {(shuffle.questions || shuffle.options) && (
          <div className="mt-1" data-testid="section-shuffle">
            {shuffle.questions && (
              <CheckboxField
                switch
                className="form-check-inline"
                label={t('sets.sectionShuffleQuestions')}
                {...form.register(`${base}.shuffleQuestions`)}
              />
            )}
            {shuffle.options && (
              <CheckboxField
                switch
                className="form-check-inline"
                label={t('sets.sectionShuffleOptions')}
                {...form.register(`${base}.shuffleOptions`)}
              />
            )}
          </div>
        )}
        <CheckboxField
          switch
          className="mt-2"
          label={t('pools.drawn')}
          hint={t('pools.drawnHint')}
          disabled={readOnly}
          {...form.register(`${base}.drawn`)}
        />
        {drawn && (
          <PoolEditor
            form={form}
            section={index}
            readOnly={readOnly}
            message={message}
            available={pool.available}
            counting={pool.counting}
            countFailed={pool.failed}
          />
        )}
        {!drawn &&
          fields.map((field, g) => {
            const start = firstNo;
            firstNo += groups[g]?.questions.length ?? 0;
            return (
              <GroupEditor
                key={field.id}
                form={form}
                section={index}
                index={g}
                firstNo={start}
                readOnly={readOnly}
                message={message}
                onPick={() => onPick(g)}
                onRemove={fields.length > 1 ? () => remove(g) : undefined}
              />
            );
          })}
        {!drawn && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => append(emptyGroup())}
          >
            {t('groups.add')}
          </button>
        )}
      </div>
    </section>
  );
}
