import type { TAdminExam, TCategory, TSubCategory } from '@exam/contracts/admin/catalogue-entities';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-client';
import { useSaveCatalogue, type CatalogueSave } from '../api/save-catalogue';
import { useFormMessage } from '../lib/zod-form';
import { useErrorText } from '../shell/action-message';

export type CatalogueEdit =
  | { kind: 'category'; row: TCategory | null }
  | { kind: 'subCategory'; row: TSubCategory | null; categoryId: number }
  | { kind: 'exam'; row: TAdminExam | null; categoryId: number; subCategoryId: number };

interface Values {
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  sortOrder: string;
}

const TITLES = {
  category: 'exams.newCategory',
  subCategory: 'exams.newSubCategory',
  exam: 'exams.newExam',
};

function toSave(edit: CatalogueEdit, values: Values): CatalogueSave {
  const common = {
    name: values.name,
    nameHi: values.nameHi.trim() || null,
    sortOrder: Number(values.sortOrder) || 0,
  };
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
      descriptionHi: values.descriptionHi.trim() || null,
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
  const formMessage = useFormMessage();
  const errorText = useErrorText();
  const save = useSaveCatalogue();
  const [failure, setFailure] = useState<unknown>(null);
  const row = edit?.row;
  const form = useForm<Values>({
    values: {
      name: row?.name ?? '',
      nameHi: row?.nameHi ?? '',
      description: row && 'description' in row ? row.description : '',
      descriptionHi: row && 'descriptionHi' in row ? (row.descriptionHi ?? '') : '',
      sortOrder: String(row?.sortOrder ?? 0),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (!edit) return;
    setFailure(null);
    if (!values.name.trim()) {
      form.setError('name', { message: 'validation.required' });
      return;
    }
    try {
      await save.mutateAsync(toSave(edit, values));
      onClose();
    } catch (error) {
      setFailure(error);
      if (isApiError(error)) {
        for (const f of error.fieldErrors) {
          const name = f.field.replace(/^body\./, '') as keyof Values;
          if (name in values) form.setError(name, { message: f.message });
        }
      }
    }
  });

  const { errors } = form.formState;
  return (
    <Modal aria-labelledby="catalogue-dialog-title" show={edit !== null} onHide={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('exams.cancel')}>
          <Modal.Title id="catalogue-dialog-title" as="h2" className="h5">
            {edit && (row ? `${t('exams.edit')}: ${row.name}` : t(TITLES[edit.kind]))}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure !== null && (
            <div className="alert alert-danger" role="alert">
              {errorText(failure)}
            </div>
          )}
          <TextField
            label={t('exams.name')}
            error={formMessage(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField label={t('exams.nameHi')} lang="hi" {...form.register('nameHi')} />
          {edit?.kind === 'exam' && (
            <>
              <div className="mb-3">
                <label className="form-label" htmlFor="exam-description">
                  {t('exams.description')}
                </label>
                <textarea
                  id="exam-description"
                  className="form-control"
                  rows={3}
                  {...form.register('description')}
                />
              </div>
              <div className="mb-3">
                <label className="form-label" htmlFor="exam-description-hi">
                  {t('exams.descriptionHi')}
                </label>
                <textarea
                  id="exam-description-hi"
                  lang="hi"
                  className="form-control"
                  rows={3}
                  {...form.register('descriptionHi')}
                />
              </div>
            </>
          )}
          <TextField
            label={t('exams.sortOrder')}
            type="number"
            min={0}
            {...form.register('sortOrder')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('exams.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('state.saving') : t('exams.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
