import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import { fillPath } from '@/lib/api-client';
import { INSTITUTE_TOKEN, ORG_TOKEN } from '@/config/tenant';
import { getAuthorization, getStudentToken } from '@/lib/session';
import type { UiLanguage } from '@/lib/i18n/i18n';
import type { AttemptRef } from './get-result';
import { saveFile } from '@/lib/save-file';

/** Fetches the PDF scorecard (not the JSON envelope, so not through apiCall) and saves it. */
export async function downloadResultPdf(ref: AttemptRef & { lang: UiLanguage }) {
  const authorization = getAuthorization()?.replace(/^Bearer\s+/i, '');
  const studentToken = getStudentToken();
  const res = await fetch(fillPath(API.getResultPdf.path), {
    method: API.getResultPdf.method,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'X-Org-Token': ORG_TOKEN,
      'X-Institute-Token': INSTITUTE_TOKEN,
      ...(authorization && { Authorization: `Bearer ${authorization}` }),
      ...(studentToken && { 'X-Student-Token': studentToken }),
    },
    body: JSON.stringify({ studentId: 0, ...ref }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${res.status} ${res.statusText}`);
  }
  saveFile(await res.blob(), `scorecard-${ref.setId}-${ref.attemptNo}.pdf`);
}

export const useDownloadResultPdf = () => useMutation({ mutationFn: downloadResultPdf });
