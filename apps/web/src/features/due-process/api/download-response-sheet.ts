import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import { downloadStudentFile } from '@/lib/download-student-file';
import type { UiLanguage } from '@/lib/i18n/i18n';
import type { SheetRef } from './get-response-sheet';

const download = (ref: SheetRef & { lang: UiLanguage }) =>
  downloadStudentFile(
    API.getResponseSheetPdf,
    { studentId: 0, ...ref },
    `response-sheet-${ref.setId}-${ref.attemptNo}.pdf`,
  );

export const useDownloadResponseSheet = () => useMutation({ mutationFn: download });
