import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TListAuditResponse } from '@exam/contracts/admin/list-audit';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export type TAuditPage = TListAuditResponse['response'];
export interface AuditQuery {
  entity?: string;
  page: number;
}

export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  adminCall<TAuditPage>(ADMIN_API.listAudit, { query: { ...query }, signal });

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'audit', query],
    queryFn: ({ signal }) => listAudit(query, signal),
  });

export const useAudit = (query: AuditQuery) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
