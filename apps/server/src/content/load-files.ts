import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { TImportFile } from '@exam/contracts/content/import-file';
import { validateImportFile, type ContentIssue } from './validate.ts';

/** Reads import files (a directory means its *.json files in name order) and validates them all. */
export function loadImportFiles(paths: string[]): { files: TImportFile[]; issues: ContentIssue[] } {
  const files: TImportFile[] = [];
  const issues: ContentIssue[] = [];
  for (const path of paths.flatMap(expand)) {
    const name = basename(path);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      issues.push({
        file: name,
        path: '(file)',
        message: `is not readable JSON: ${(error as Error).message}`,
      });
      continue;
    }
    const result = validateImportFile(name, json);
    if (result.ok) files.push(result.file);
    else issues.push(...result.issues);
  }
  return { files, issues };
}

function expand(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(path, name));
}
