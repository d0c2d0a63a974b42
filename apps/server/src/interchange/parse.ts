import type { TImportFormat } from '@exam/contracts/interchange/import-report';
import { parseAiken } from './aiken.ts';
import { detectFormat, isClozeText, startsWithZip } from './detect.ts';
import { IMPORT_MAX_FILE_BYTES } from './limits.ts';
import { parseGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';
import { parseQtiItem, parseQtiPackage } from './qti.ts';
import { ReportBuilder, type ParsedImport } from './report.ts';
import { parseCsv, parseXlsx } from './spreadsheet.ts';

/**
 * Reads a question file of any format the bank imports into a report; never throws for bad input.
 * JSON content files are not questions for the bank: they go through content/import.ts.
 */
export async function parseQuestionFile(
  fileName: string,
  bytes: Uint8Array,
): Promise<ParsedImport> {
  const format = detectFormat(fileName, bytes);
  if (bytes.byteLength > IMPORT_MAX_FILE_BYTES) return tooLarge(fileName, format);
  try {
    return await parseAs(format, fileName, bytes);
  } catch (error) {
    // What the readers themselves refuse (an external entity in a DOCTYPE, …) is the file's fault.
    const out = new ReportBuilder(fileName, format ?? 'json');
    out.error('file', `could not be read: ${(error as Error).message}`);
    return out.done();
  }
}

/** The report of a file over the size one import reads (the CLI says so without reading it). */
export function tooLarge(fileName: string, format: TImportFormat | null): ParsedImport {
  const out = new ReportBuilder(fileName, format ?? 'json');
  out.error(
    'file',
    `is larger than ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB, the most one import reads`,
  );
  return out.done();
}

async function parseAs(
  format: TImportFormat | null,
  fileName: string,
  bytes: Uint8Array,
): Promise<ParsedImport> {
  switch (format) {
    case 'moodle-xml':
      return parseMoodleXml(fileName, bytes);
    case 'gift':
      return parseGift(fileName, bytes);
    case 'aiken':
      return parseAiken(fileName, bytes);
    case 'qti':
      return startsWithZip(bytes) || /\.zip$/i.test(fileName)
        ? parseQtiPackage(fileName, bytes)
        : parseQtiItem(fileName, bytes);
    case 'csv':
      return parseCsv(fileName, bytes);
    case 'xlsx':
      return parseXlsx(fileName, bytes);
    default: {
      const out = new ReportBuilder(fileName, format ?? 'json');
      out.error(
        'file',
        format === 'json'
          ? 'is a content JSON file: the operator imports it with npm run content:import'
          : isClozeText(bytes)
            ? 'is embedded-answers (cloze) text, which is not a question type of the platform'
            : 'is not a format the bank imports (Moodle XML, GIFT, Aiken, QTI, CSV or XLSX)',
      );
      return out.done();
    }
  }
}
