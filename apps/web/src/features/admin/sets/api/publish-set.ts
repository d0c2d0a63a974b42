import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TQuestionGap, TSetSummary } from '@exam/contracts/admin/set-entities';
import { ZPublishGapsResponse } from '@exam/contracts/admin/publish-set';
import { AdminApiError, adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

/** The gaps a refused publish named (422 SET_INCOMPLETE), else null. */
export function publishGaps(error: unknown): TQuestionGap[] | null {
  if (!(error instanceof AdminApiError) || error.code !== 'SET_INCOMPLETE') return null;
  const parsed = ZPublishGapsResponse.safeParse(error.body);
  return parsed.success ? parsed.data.missing : [];
}

/** Publish (students see the set) or unpublish it. */
export const setPublished = ({ id, publish }: { id: number; publish: boolean }) =>
  adminCall<TSetSummary>(publish ? ADMIN_API.publishSet : ADMIN_API.unpublishSet, {
    params: { id },
  });

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublished,
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'list'] });
    },
  });
}
