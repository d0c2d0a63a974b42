import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TQuestionGap, TSetAudience, TSetSummary } from '@exam/contracts/admin/set-entities';
import { ZPublishGapsResponse } from '@exam/contracts/admin/publish-set';
import { AdminApiError, adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

/** The gaps a refused publish named (422 SET_INCOMPLETE), else null. */
export function publishGaps(error: unknown): TQuestionGap[] | null {
  if (!(error instanceof AdminApiError) || error.code !== 'SET_INCOMPLETE') return null;
  const parsed = ZPublishGapsResponse.safeParse(error.body);
  return parsed.success ? parsed.data.missing : [];
}

/** Publish (students see the set, as `audience` says) or unpublish it. */
export const setPublished = ({
  id,
  publish,
  audience,
}: {
  id: number;
  publish: boolean;
  audience?: TSetAudience;
}) =>
  publish
    ? adminCall<TSetSummary>(ADMIN_API.publishSet, { params: { id }, body: { audience } })
    : adminCall<TSetSummary>(ADMIN_API.unpublishSet, { params: { id } });

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
