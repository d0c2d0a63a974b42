import { routes } from '../common/routes.ts';

/**
 * Method and path of the import and export calls, free of zod so the console can import it without
 * the schemas (as admin-api.ts does for the other staff calls).
 */
export const IMPORTS_API = routes({
  previewImport: 'POST /v2/api/admin/imports/preview',
  runImport: 'POST /v2/api/admin/imports',
  downloadTemplate: 'GET /v2/api/admin/imports/templates/:format',
  exportBank: 'GET /v2/api/admin/exports/bank',
  exportSet: 'GET /v2/api/admin/exports/sets/:id',
});

/** The most a file may weigh, before base64. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_FORMATS = ['qti3', 'moodle-xml'] as const;
