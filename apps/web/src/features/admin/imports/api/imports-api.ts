import { useMutation } from '@tanstack/react-query';
import { IMPORTS_API } from '@exam/contracts/admin/imports-api';
import type { TImportPreviewResponse, TImportResponse } from '@exam/contracts/admin/imports';
import { INSTITUTE_TOKEN, ORG_TOKEN } from '@/config/tenant';
import { ApiError, fetchOrNetworkError, fillPath } from '@/lib/api-client';
import { adminCall } from '../../lib/admin-client';
import { getStaffToken } from '../../lib/staff-session';
import { saveFile } from '@/lib/save-file';

export type TImportPreview = TImportPreviewResponse['response'];
export type TImportResult = TImportResponse['response'];

// The import calls have the shape of the other staff calls; their paths live in imports-api.ts.
type StaffEndpoint = Parameters<typeof adminCall>[0];
const endpoint = (e: { method: string; path: string }) => e as StaffEndpoint;

/** The file's bytes as base64 without the data: prefix, as the import contract takes them. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

const upload = async (file: File) => ({ fileName: file.name, dataBase64: await base64Of(file) });

export const usePreviewImport = () =>
  useMutation({
    mutationFn: async (file: File) =>
      adminCall<TImportPreview>(endpoint(IMPORTS_API.previewImport), { body: await upload(file) }),
  });

export const useRunImport = () =>
  useMutation({
    mutationFn: async (file: File) =>
      adminCall<TImportResult>(endpoint(IMPORTS_API.runImport), {
        body: { ...(await upload(file)), confirm: true },
      }),
  });

/**
 * Downloads a file the server answers with (a template, an export): fetched with the staff token,
 * then saved through a temporary link, since a plain link cannot carry the token.
 */
export async function downloadFile(
  api: { path: string },
  params: Record<string, string | number>,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  const res = await fetchOrNetworkError(fillPath(api.path, params) + (search ? `?${search}` : ''), {
    headers: {
      Authorization: `Bearer ${getStaffToken() ?? ''}`,
      'X-Org-Token': ORG_TOKEN,
      'X-Institute-Token': INSTITUTE_TOKEN,
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      res.status,
      'DOWNLOAD_FAILED',
      body?.message ?? `The server answered ${res.status}.`,
    );
  }
  saveFile(await res.blob(), savedName(res.headers.get('content-disposition') ?? ''));
}

/** The name a download is saved under: the UTF-8 one (a Hindi set name) when given, else the plain one. */
export function savedName(disposition: string) {
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      // A slash would name a folder: the browser would drop what comes before it.
      return decodeURIComponent(utf8).replace(/[\\/]/g, '-');
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
}

export { IMPORTS_API };
