import { API } from '@exam/contracts/api';
import type { TPaper } from '@exam/contracts/papers/entities';
import { apiCall } from '@/lib/api-client';

/** SPEC §7: the set's questions, sections, exam and template (no answer key for a CBT set). */
export const getPaper = (setId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TPaper>(API.getPaperBySet, { params: { id: setId }, student: true, signal });
