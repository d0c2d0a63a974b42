import { QUESTION_TYPES } from '@exam/contracts/questions/entities';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useCategories } from '../../exams/api/list-categories';
import { emptyPoolRule, type SetFormApi } from '../utils/set-form-values';

interface PoolEditorProps {
  form: SetFormApi;
  section: number;
  readOnly: boolean;
  message: (path: string) => string | undefined;
  /** Per rule: how many bank questions it can draw from; undefined while counting. */
  available: (readonly number[] | null) | undefined;
  counting: boolean;
  countFailed: boolean;
}

/**
 * The rules of a section drawn from the bank (decision 057): each candidate gets `count`
 * questions carrying every tag (and of the category and type, when chosen); how many each rule can draw from
 * is shown as it is typed, and a rule the bank cannot fill says so.
 */
export function PoolEditor({
  form,
  section,
  readOnly,
  message,
  available,
  counting,
  countFailed,
}: PoolEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const hindi = i18n.language.startsWith('hi');
  const base = `sections.${section}.pool` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: base });
  const rules = useWatch({ control: form.control, name: base });
  const types = QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const categories = (useCategories().data ?? []).map((c) => ({
    value: String(c.id),
    label: hindi && c.nameHi ? c.nameHi : c.name,
  }));
  return (
    <fieldset className="set-pool mt-3" data-testid="pool-editor">
      <legend className="h6">{t('pools.title')}</legend>
      <p className="small text-body-secondary mb-2">{t('pools.hint')}</p>
      {countFailed && (
        <p className="small text-danger" role="alert">
          {t('pools.countFailed')}
        </p>
      )}
      <ol className="list-unstyled mb-2">
        {fields.map((field, r) => {
          const wanted = Number(rules[r]?.count) || 0;
          const can = available?.[r];
          const short = can !== undefined && can < wanted;
          return (
            <li key={field.id} className="set-pool-rule" aria-label={t('pools.rule', { n: r + 1 })}>
              <div className="row g-2 align-items-start">
                <div className="col-4 col-md-2">
                  <TextField
                    label={t('pools.count')}
                    inputMode="numeric"
                    disabled={readOnly}
                    error={message(`${base}.${r}.count`)}
                    {...form.register(`${base}.${r}.count`)}
                  />
                </div>
                <div className="col-8 col-md-3">
                  <TextField
                    label={t('pools.tags')}
                    hint={t('pools.tagsHint')}
                    disabled={readOnly}
                    error={message(`${base}.${r}.tags`)}
                    {...form.register(`${base}.${r}.tags`)}
                  />
                </div>
                <div className="col-12 col-md-3">
                  <SelectField
                    label={t('pools.category')}
                    placeholder={t('pools.anyCategory')}
                    options={categories}
                    disabled={readOnly}
                    {...form.register(`${base}.${r}.categoryId`)}
                  />
                </div>
                <div className="col-12 col-md-2">
                  <SelectField
                    label={t('pools.type')}
                    placeholder={t('pools.anyType')}
                    options={types}
                    disabled={readOnly}
                    {...form.register(`${base}.${r}.type`)}
                  />
                </div>
                <div className="col-12 col-md-2 d-flex flex-md-column gap-2 align-items-start">
                  <output
                    className={`set-pool-count small ${short ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
                    aria-live="polite"
                    data-testid="pool-available"
                  >
                    {can === undefined
                      ? counting
                        ? t('pools.counting')
                        : ''
                      : short
                        ? t('pools.short', { available: can, wanted })
                        : t('pools.available', { count: can })}
                  </output>
                  {!readOnly && fields.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => remove(r)}
                    >
                      {t('pools.remove', { n: r + 1 })}
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => append(emptyPoolRule())}
        >
          {t('pools.add')}
        </button>
      )}
    </fieldset>
  );
}
