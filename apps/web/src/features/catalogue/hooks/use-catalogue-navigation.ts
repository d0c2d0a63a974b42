import type { TExamCategory, TExamSubCategory } from '@exam/contracts/catalogue/entities';
import { useNavigate } from 'react-router';

/** SPEC §2: choosing a category or sub-category opens its exam list, carrying it in navigation state. */
export function useCatalogueNavigation() {
  const navigate = useNavigate();
  return {
    openCategory: (category: TExamCategory) =>
      void navigate(`/exam/list/${category.examCategoryId}`, { state: { category } }),
    openSubCategory: (subCategory: TExamSubCategory) =>
      void navigate(
        `/exam/list/${subCategory.categoryId}?subCategoryId=${subCategory.examSubCategoryId}`,
        { state: { subCategory } },
      ),
  };
}
