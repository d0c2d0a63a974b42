import { ZOptionalIdQuery } from '@exam/contracts/admin/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { Link } from 'react-router';
import { useCategories } from '../api/list-categories';
import { useExams } from '../api/list-exams';
import { useSubCategories } from '../api/list-sub-categories';
import { useStaff } from '../../lib/staff-session';
import { CatalogueColumn } from './catalogue-column';
import { CatalogueDialog, type CatalogueEdit } from './catalogue-dialog';
import { ExamSets } from './exam-sets';

/** The category, sub-category and exam chosen, each a column's selection. */
const ZCatalogueChoice = z.object({
  category: ZOptionalIdQuery,
  sub: ZOptionalIdQuery,
  exam: ZOptionalIdQuery,
});

/** /admin/exams: categories → sub-categories → exams → sets, the choice kept in the address. */
export default function ExamsPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const canEdit = staff?.role === 'org-admin';
  const choice = useListState(ZCatalogueChoice);
  const categoryId = choice.state.category ?? null;
  const subCategoryId = choice.state.sub ?? null;
  const examId = choice.state.exam ?? null;
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId);
  const exams = useExams(subCategoryId === null ? {} : { subCategoryId });
  const [edit, setEdit] = useState<CatalogueEdit | null>(null);

  // Each choice is a step Back can undo.
  const choose = (next: Partial<Record<'category' | 'sub' | 'exam', number | null>>) =>
    choice.set(next, { push: true });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('exams.title')}</h1>
        {/* A new set in one click; once an exam is chosen its own list offers it for that exam. */}
        {examId === null && (
          <Link to="/admin/sets/new" className="btn btn-primary">
            {t('exams.newSet')}
          </Link>
        )}
      </div>
      {!canEdit && <p className="small text-body-secondary">{t('exams.onlyOrgAdmin')}</p>}
      <div className="row g-3">
        <div className="col-md-4">
          <CatalogueColumn
            title={t('exams.categories')}
            rows={categories.data}
            query={categories}
            selected={categoryId}
            onSelect={(id) => choose({ category: id, sub: null, exam: null })}
            empty={t('exams.noCategories')}
            newLabel={t('exams.newCategory')}
            onNew={canEdit ? () => setEdit({ kind: 'category', row: null }) : undefined}
            onEdit={canEdit ? (row) => setEdit({ kind: 'category', row }) : undefined}
          />
        </div>
        <div className="col-md-4">
          {categoryId === null ? (
            <p className="card card-body text-body-secondary h-100 mb-0">
              {t('exams.chooseCategory')}
            </p>
          ) : (
            <CatalogueColumn
              title={t('exams.subCategories')}
              rows={subCategories.data}
              query={subCategories}
              selected={subCategoryId}
              onSelect={(id) => choose({ sub: id, exam: null })}
              empty={t('exams.noSubCategories')}
              newLabel={t('exams.newSubCategory')}
              onNew={
                canEdit ? () => setEdit({ kind: 'subCategory', row: null, categoryId }) : undefined
              }
              onEdit={
                canEdit ? (row) => setEdit({ kind: 'subCategory', row, categoryId }) : undefined
              }
            />
          )}
        </div>
        <div className="col-md-4">
          {categoryId === null || subCategoryId === null ? (
            <p className="card card-body text-body-secondary h-100 mb-0">
              {t('exams.chooseSubCategory')}
            </p>
          ) : (
            <CatalogueColumn
              title={t('exams.exams')}
              rows={exams.data}
              query={exams}
              selected={examId}
              onSelect={(id) => choose({ exam: id })}
              empty={t('exams.noExams')}
              newLabel={t('exams.newExam')}
              onNew={
                canEdit
                  ? () => setEdit({ kind: 'exam', row: null, categoryId, subCategoryId })
                  : undefined
              }
              onEdit={
                canEdit
                  ? (row) => setEdit({ kind: 'exam', row, categoryId, subCategoryId })
                  : undefined
              }
              extra={(row) => (
                <span className="badge text-bg-light border">
                  {t('exams.setCount', { count: row.setCount })}
                </span>
              )}
            />
          )}
        </div>
      </div>
      {examId === null ? (
        subCategoryId !== null && (
          <p className="mt-3 text-body-secondary">{t('exams.chooseExam')}</p>
        )
      ) : (
        <ExamSets examId={examId} />
      )}
      <CatalogueDialog edit={edit} onClose={() => setEdit(null)} />
    </>
  );
}
