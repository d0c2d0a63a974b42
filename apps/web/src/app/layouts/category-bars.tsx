import { useMatch, useSearchParams } from 'react-router';
import { CategoryBar } from '@/features/catalogue/components/category-bar';
import { SubCategoryBar } from '@/features/catalogue/components/sub-category-bar';
import { parseId } from '@/lib/parse-id';

/**
 * The category bar and, once a category is chosen, its sub-category bar. The choice is read from
 * the URL (/exam/list/:categoryId?subCategoryId=), so it survives a reload.
 */
export function CategoryBars() {
  const match = useMatch('/exam/list/:categoryId');
  const [params] = useSearchParams();
  const categoryId = parseId(match?.params.categoryId);
  const subCategoryId = categoryId === null ? null : parseId(params.get('subCategoryId'));
  return (
    <>
      <CategoryBar selectedId={categoryId} />
      {categoryId !== null && <SubCategoryBar categoryId={categoryId} selectedId={subCategoryId} />}
    </>
  );
}
