import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSetDetail, TSetInput } from '@exam/contracts/admin/set-entities';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

/** Builds a new set (no id) or rebuilds one no student has sat. */
export const saveSet = ({ id, input }: { id: number | null; input: TSetInput }) =>
  id === null
    ? adminCall<TSetDetail>(ADMIN_API.createSet, { body: input })
    : adminCall<TSetDetail>(ADMIN_API.updateSet, { params: { id }, body: input });

export function useSaveSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSet,
    onSuccess: (saved) => {
      queryClient.setQueryData([...SETS_KEY, 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'preview', saved.id] });
    },
  });
}
