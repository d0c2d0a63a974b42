import '@/styles/bootstrap/breadcrumb.scss';
import '@/styles/bootstrap/list-group.scss';
import type { TExamCategory, TExamSubCategory } from '@exam/contracts/catalogue/entities';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ExamListView } from '@/features/catalogue/components/exam-list-view';
import { parseId } from '@/lib/parse-id';

interface ListState {
  category?: TExamCategory;
  subCategory?: TExamSubCategory;
}

/** /exam, /exam/list/ and /exam/list/:categoryId(?subCategoryId=N). */
export function ExamListRoute() {
  const { categoryId: categoryParam } = useParams();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as ListState | null;
  const categoryId = parseId(categoryParam);
  const subCategoryId = parseId(params.get('subCategoryId'));
  return (
    <ExamListView
      key={`${categoryId}-${subCategoryId}`}
      categoryId={categoryId}
      subCategoryId={subCategoryId}
      invalidCategory={categoryParam !== undefined && categoryId === null}
      category={state?.category}
      subCategory={state?.subCategory}
    />
  );
}

export default ExamListRoute;
