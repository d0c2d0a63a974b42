import type { TImportFormat } from '@exam/contracts/interchange/import-report';
import { decodeText } from './xml.ts';

const BY_EXTENSION: Record<string, TImportFormat> = {
  gift: 'gift',
  aiken: 'aiken',
  csv: 'csv',
  xlsx: 'xlsx',
  json: 'json',
};

export const startsWithZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;
const head = (bytes: Uint8Array) => decodeText(bytes.subarray(0, 64 * 1024));

/** Moodle's embedded answers (cloze): `{1:MULTICHOICE:…}`, `{:SA:…}`, `{2:NUMERICAL:…}`. */
const CLOZE =
  /\{\d*:(?:MULTICHOICE|MC|MULTIRESPONSE|MR|SHORTANSWER|SA|MW|NUMERICAL|NM)(?:_[A-Z]+)?:/;

/** Whether a text file is Moodle's embedded-answers (cloze) text, which no format here reads. */
export const isClozeText = (bytes: Uint8Array) => CLOZE.test(head(bytes));

/**
 * The format of an import file: by its extension, and by its content when the extension says
 * little (.xml: Moodle or a QTI item; .txt: GIFT or Aiken; .zip: a QTI package or a workbook —
 * a .zip is a package even when its bytes are not a zip, so that a corrupt archive is an error).
 */
export function detectFormat(fileName: string, bytes: Uint8Array): TImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const known = BY_EXTENSION[extension];
  if (known) return known;
  if (startsWithZip(bytes)) return head(bytes).includes('[Content_Types].xml') ? 'xlsx' : 'qti';
  if (extension === 'zip') return 'qti';
  const text = head(bytes).trimStart();
  if (text.startsWith('<')) {
    if (/<quiz[\s>]/.test(text)) return 'moodle-xml';
    if (/<(?:qti-)?assessment-?item[\s>]|<assessmentItem[\s>]/i.test(text)) return 'qti';
    return null;
  }
  if (text.startsWith('{') && extension !== 'txt' && extension !== 'gift') return 'json';
  if (CLOZE.test(text)) return null;
  if (/^ANSWER\s*:\s*[A-Z]\s*$/m.test(text) && !/\{[^}]*\}/.test(text)) return 'aiken';
  if (/\{[^}]*\}/.test(text) || /^::/m.test(text)) return 'gift';
  return null;
}
