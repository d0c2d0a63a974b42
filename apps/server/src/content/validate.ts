import { ZImportFile, type TImportFile } from '@exam/contracts/content/import-file';

export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

export type ValidationResult =
  { ok: true; file: TImportFile } | { ok: false; issues: ContentIssue[] };

/** Validates parsed JSON against the import schema, naming the path of every bad field. */
export function validateImportFile(fileName: string, json: unknown): ValidationResult {
  const parsed = ZImportFile.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      file: fileName,
      path: issue.path.length ? issue.path.join('.') : '(file)',
      message: issue.message,
    })),
  };
}
