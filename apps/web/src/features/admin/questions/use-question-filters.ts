import type { TListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import { QUESTION_TYPES, type TQuestionType } from '@exam/contracts/questions/entities';
import { useSearchParams } from 'react-router';

export const FILTER_NAMES = [
  'q',
  'categoryId',
  'tag',
  'type',
  'hindi',
  'usedInSetId',
  'retired',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The list's filters and page live in the address, so Back from the editor returns to the same
 * page of the same search, and a search can be shared.
 */
export function useQuestionFilters() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const hindi = params.get('hindi');
  const query: TListQuestionsQuery = {
    page: positive(params.get('page')) ?? 1,
    q: params.get('q') || undefined,
    tag: params.get('tag') || undefined,
    categoryId: positive(params.get('categoryId')),
    usedInSetId: positive(params.get('usedInSetId')),
    type: QUESTION_TYPES.includes(type as TQuestionType) ? (type as TQuestionType) : undefined,
    hindi: hindi === 'complete' || hindi === 'missing' ? hindi : undefined,
    retired: params.get('retired') === 'true' ? 'true' : undefined,
  };
  const setFilter = (name: FilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      return next;
    });
  const clear = () => setParams({}, { replace: true });
  const active = FILTER_NAMES.some((name) => params.has(name));
  return { query, params, setFilter, setPage, clear, active };
}
