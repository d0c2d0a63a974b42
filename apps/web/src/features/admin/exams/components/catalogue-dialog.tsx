import {
  ZCategoryInput,
  ZExamInput,
  type TAdminExam,
  type TCategory,
  type TSubCategory,
} from '@exam/contracts/admin/catalogue-entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { NumberField, TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useSaveCatalogue, type CatalogueSave } from '../api/save-catalogue';
import { useErrorText } from '../../shell/components/action-message';

export type CatalogueEdit =
  | { kind: 'category'; row: TCategory | null }
  | { kind: 'subCategory'; row: TSubCategory | null; categoryId: number }
  | { kind: 'exam'; row: TAdminExam | null; categoryId: number; subCategoryId: number };

/** Typed loosely on purpose: the contract's rule after it decides what is acceptable. */
const orNull = (text: string): string | null | undefined => text.trim() || null;

/** The dialog's fields with the contract's rules (a Hindi text left empty is none). */
const ZCatalogueForm = z.object({
  name: ZCategoryInput.shape.name,
  nameHi: z.string().transform(orNull).pipe(ZCategoryInput.shape.nameHi),
  description: ZExamInput.shape.description,
  descriptionHi: z.string().transform(orNull).pipe(ZExamInput.shape.descriptionHi),
  sortOrder: z
    .string()
    .transform((text): number | undefined => Number(text.trim() || 0))
    .pipe(ZCategoryInput.shape.sortOrder),
});
type Values = z.output<typeof ZCatalogueForm>;
const FIELDS = ['name', 'nameHi', 'description', 'descriptionHi', 'sortOrder'] as const;

const TITLES = {
  category: 'exams.newCategory',
  subCategory: 'exams.newSubCategory',
  exam: 'exams.newExam',
};

function toSave(edit: CatalogueEdit, values: Values): CatalogueSave {
  const common = { name: values.name, nameHi: values.nameHi, sortOrder: values.sortOrder };
  const id = edit.row?.id ?? null;
  if (edit.kind === 'category') return { kind: 'category', id, input: common };
  if (edit.kind === 'subCategory')
    return { kind: 'subCategory', id, input: { ...common, categoryId: edit.categoryId } };
  return {
    kind: 'exam',
    id,
    input: {
      ...common,
      categoryId: edit.categoryId,
      subCategoryId: edit.subCategoryId,
      description: values.description,
      descriptionHi: values.descriptionHi,
      imageUrl: edit.row?.imageUrl ?? null,
    },
  };
}

/** Create or change a category, sub-category or exam (org-admins; the server refuses others). */
export function CatalogueDialog({
  edit,
  onClose,
}: {
  edit: CatalogueEdit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveCatalogue();
  const row = edit?.row;
  const form = useForm({
    resolver: zodResolver(ZCatalogueForm, formParseOptions),
    values: {
      name: row?.name ?? '',
      nameHi: row?.nameHi ?? '',
      description: row && 'description' in row ? row.description : '',
      descriptionHi: row && 'descriptionHi' in row ? (row.descriptionHi ?? '') : '',
      sortOrder: String(row?.sortOrder ?? 0),
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!edit) return;
    try {
      await save.mutateAsync(toSave(edit, values));
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  const { errors } = form.formState;
  return (
    <FormDialog
      show={edit !== null}
      onHide={close}
      title={edit && (row ? `${t('exams.edit')}: ${row.name}` : t(TITLES[edit.kind]))}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('exams.save')}
      pending={save.isPending}
      failure={save.isError && errorText(save.error)}
    >
      <TextField label={t('exams.name')} error={errors.name} {...form.register('name')} />
      <TextField
        label={t('exams.nameHi')}
        lang="hi"
        error={errors.nameHi}
        {...form.register('nameHi')}
      />
      {edit?.kind === 'exam' && (
        <>
          <TextareaField
            label={t('exams.description')}
            rows={3}
            error={errors.description}
            {...form.register('description')}
          />
          <TextareaField
            label={t('exams.descriptionHi')}
            lang="hi"
            rows={3}
            error={errors.descriptionHi}
            {...form.register('descriptionHi')}
          />
        </>
      )}
      <NumberField
        label={t('exams.sortOrder')}
        error={errors.sortOrder}
        {...form.register('sortOrder')}
      />
    </FormDialog>
  );
}
