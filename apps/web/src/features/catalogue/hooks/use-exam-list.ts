import { ALL_EXAMS_PAGE_SIZE } from '@/config/app';
import { useExamsByCategory } from '../api/get-exams-by-category';
import { useExamsBySubCategory } from '../api/get-exams-by-sub-category';
import { useExamsPage } from '../api/get-exams-page';

interface ExamListSource {
  categoryId: number | null;
  subCategoryId: number | null;
}

/**
 * The exams of an exam list: of a sub-category, else of a category, else all of them (the first
 * page of the largest size the API serves).
 */
export function useExamList({ categoryId, subCategoryId }: ExamListSource) {
  const bySubCategory = useExamsBySubCategory(subCategoryId ?? 0, {
    enabled: subCategoryId !== null,
  });
  const byCategory = useExamsByCategory(categoryId ?? 0, {
    enabled: subCategoryId === null && categoryId !== null,
  });
  const all = useExamsPage(0, ALL_EXAMS_PAGE_SIZE, {
    enabled: subCategoryId === null && categoryId === null,
  });
  if (subCategoryId !== null) return { query: bySubCategory, exams: bySubCategory.data };
  if (categoryId !== null) return { query: byCategory, exams: byCategory.data };
  return { query: all, exams: all.data?.content };
}
