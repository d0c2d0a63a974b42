import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TAdminExam,
  TCategory,
  TCategoryInput,
  TExamInput,
  TSubCategory,
  TSubCategoryInput,
} from '@exam/contracts/admin/catalogue-entities';
import { adminCall } from '../../lib/admin-client';
import { CATALOGUE_KEY } from './list-categories';

export type CatalogueSave =
  | { kind: 'category'; id: number | null; input: TCategoryInput }
  | { kind: 'subCategory'; id: number | null; input: TSubCategoryInput }
  | { kind: 'exam'; id: number | null; input: TExamInput };

const ENDPOINTS = {
  category: { create: ADMIN_API.createCategory, update: ADMIN_API.updateCategory },
  subCategory: { create: ADMIN_API.createSubCategory, update: ADMIN_API.updateSubCategory },
  exam: { create: ADMIN_API.createExam, update: ADMIN_API.updateExam },
} as const;

/** Creates (no id) or changes a category, sub-category or exam. */
export const saveCatalogue = ({ kind, id, input }: CatalogueSave) =>
  id === null
    ? adminCall<TCategory | TSubCategory | TAdminExam>(ENDPOINTS[kind].create, { body: input })
    : adminCall<TCategory | TSubCategory | TAdminExam>(ENDPOINTS[kind].update, {
        params: { id },
        body: input,
      });

export function useSaveCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
