import { useMutation } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { downloadFile } from '../../imports/api/imports-api';

export type MeritFormat = 'csv' | 'xlsx';

/** Downloads a sitting's whole merit list (the server names the file). */
export const useExportMerit = () =>
  useMutation({
    mutationFn: ({ sitting, format }: { sitting: string; format: MeritFormat }) =>
      downloadFile(
        format === 'csv' ? ADMIN_API.exportSittingMeritCsv : ADMIN_API.exportSittingMeritXlsx,
        {},
        { sitting },
      ),
  });
