import { useQuery } from '@tanstack/react-query';
import { getPaper, paperQueryOptions } from '../api/get-paper';
import { takeEarlyPaper } from '../boot/early-requests';

/** The set's paper: the one asked for while the app started, if any, else fetched now. */
export const usePaper = (setId: number) =>
  useQuery({
    ...paperQueryOptions(setId),
    queryFn: ({ signal }) => takeEarlyPaper(setId) ?? getPaper(setId, { signal }),
  });
