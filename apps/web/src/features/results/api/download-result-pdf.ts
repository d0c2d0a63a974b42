import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import { downloadStudentFile } from '@/lib/download-student-file';
import type { UiLanguage } from '@/lib/i18n/i18n';
import type { AttemptRef } from './get-result';

/** Fetches the PDF scorecard (not the JSON envelope, so not through apiCall) and saves it. */
export const downloadResultPdf = (ref: AttemptRef & { lang: UiLanguage }) =>
  downloadStudentFile(
    API.getResultPdf,
    { studentId: 0, ...ref },
    `scorecard-${ref.setId}-${ref.attemptNo}.pdf`,
  );

export const useDownloadResultPdf = () => useMutation({ mutationFn: downloadResultPdf });
