import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { TImportFile } from '@exam/contracts/content/import-file';
import { detectFormat } from '../interchange/detect.ts';
import { validateImportFile, type ContentIssue } from './validate.ts';

/** Extensions a folder's files are taken by: content JSON and the question formats of the bank. */
const FOLDER_EXTENSIONS = /\.(json|xml|gift|txt|csv|xlsx|zip)$/i;

/** Files of the paths, a folder giving its importable files in name order. */
export function expandPaths(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
    return readdirSync(path)
      .filter((name) => FOLDER_EXTENSIONS.test(name))
      .sort()
      .map((name) => join(path, name));
  });
}

/** A content JSON file (the existing import format): by extension, or by content when generic. */
export function isContentJson(path: string, bytes: Uint8Array): boolean {
  return detectFormat(basename(path), bytes) === 'json';
}

/** Reads content JSON files and validates them all. */
export function loadImportFiles(paths: string[]): { files: TImportFile[]; issues: ContentIssue[] } {
  const files: TImportFile[] = [];
  const issues: ContentIssue[] = [];
  for (const path of expandPaths(paths)) {
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
