/**
 * Method and path of the import and export calls, free of zod so the console can import it without
 * the schemas (as admin-api.ts does for the other staff calls).
 */
export const IMPORTS_API = {
  previewImport: { method: 'POST', path: '/v2/api/admin/imports/preview' },
  runImport: { method: 'POST', path: '/v2/api/admin/imports' },
  downloadTemplate: { method: 'GET', path: '/v2/api/admin/imports/templates/:format' },
  exportBank: { method: 'GET', path: '/v2/api/admin/exports/bank' },
  exportSet: { method: 'GET', path: '/v2/api/admin/exports/sets/:id' },
} as const;

/** The most a file may weigh, before base64. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_FORMATS = ['qti3', 'moodle-xml'] as const;
