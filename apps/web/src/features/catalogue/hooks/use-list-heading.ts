import type { TExamCategory, TExamSubCategory } from '@exam/contracts/catalogue/entities';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-sub-categories';

interface ListHeadingInput {
  categoryId: number | null;
  subCategoryId: number | null;
  /** Carried in navigation state when the student chose it in a bar. */
  category?: TExamCategory | null;
  subCategory?: TExamSubCategory | null;
}

/** The names of the category and sub-category of an exam list: from navigation state, else looked up. */
export function useListHeading({
  categoryId,
  subCategoryId,
  category,
  subCategory,
}: ListHeadingInput) {
  const { pick } = useUiLanguage();
  const categories = useCategories();
  const subCategories = useSubCategories(subCategoryId === null ? null : categoryId);
  const theCategory =
    (category?.examCategoryId === categoryId ? category : null) ??
    categories.data?.find((item) => item.examCategoryId === categoryId) ??
    null;
  const theSubCategory =
    (subCategory?.examSubCategoryId === subCategoryId ? subCategory : null) ??
    subCategories.data?.find((item) => item.examSubCategoryId === subCategoryId) ??
    null;
  return {
    categoryName: theCategory
      ? pick(theCategory.examCategoryName, theCategory.examCategoryNameHi)
      : null,
    subCategoryName: theSubCategory
      ? pick(theSubCategory.examSubCategoryName, theSubCategory.examSubCategoryNameHi)
      : null,
    isPending: categories.isPending || (subCategoryId !== null && subCategories.isPending),
  };
}
