import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TEnrolmentPasswordKind,
  TEnrolmentReport,
  TEnrolmentResponse,
} from '@exam/contracts/admin/enrolment';
import { adminCall } from '../../lib/admin-client';
import { STUDENTS_KEY } from './students-api';
import { saveFile } from '@/lib/save-file';

/** The file's bytes as base64 without the data: prefix, as the upload contracts take them. */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export interface RosterUpload {
  file: File;
  instituteId?: number;
}

const bodyOf = async ({ file, instituteId }: RosterUpload) => ({
  fileName: file.name,
  dataBase64: await base64Of(file),
  ...(instituteId !== undefined && { instituteId }),
});

export const usePreviewEnrolment = () =>
  useMutation({
    mutationFn: async (upload: RosterUpload) =>
      adminCall<TEnrolmentReport>(ADMIN_API.previewEnrolment, { body: await bodyOf(upload) }),
  });

/** The import of a previewed roster, its passwords one-time or kept as admit cards. */
export function useRunEnrolment(passwords: TEnrolmentPasswordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: RosterUpload) =>
      adminCall<TEnrolmentResponse['response']>(ADMIN_API.runEnrolment, {
        body: { ...(await bodyOf(upload)), confirm: true, passwords },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

/** Saves text the browser holds (the one-time passwords) as a file; nothing is sent anywhere. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  saveFile(new Blob([text], { type }), fileName);
}

/** Saves a workbook the server gave as base64 (the passwords as XLSX); nothing is sent anywhere. */
export function saveXlsxFile(base64: string, fileName: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveFile(
    new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    fileName,
  );
}
