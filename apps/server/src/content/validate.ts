import {
  crossReferenceIssues,
  ZImportFile,
  type TImportFile,
} from '@exam/contracts/content/import-file';

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
  // A file whose fields fail never reaches the schema's cross-reference check: run it on the raw input.
  const issues = [...parsed.error.issues, ...crossReferenceIssues(json)].map((issue) => ({
    file: fileName,
    path: issue.path.length ? issue.path.join('.') : '(file)',
    message: issue.message,
  }));
  const unique = new Map(issues.map((issue) => [`${issue.path} ${issue.message}`, issue]));
  return { ok: false, issues: [...unique.values()] };
}
