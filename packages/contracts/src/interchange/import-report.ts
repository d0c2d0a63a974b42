import { z } from 'zod';
import { ZQuestionBody, ZQuestionType } from '../questions/entities.ts';

/** The formats an import reads (by file extension, or by content when the extension says little). */
export const IMPORT_FORMATS = [
  'moodle-xml',
  'gift',
  'aiken',
  'qti',
  'csv',
  'xlsx',
  'json',
] as const;
export const ZImportFormat = z.enum(IMPORT_FORMATS);
export type TImportFormat = z.infer<typeof ZImportFormat>;

/** Where an item sits in its file, for a person to find it: "line 12", "question 3 (<name>)", … */
const ZPlace = z.string().describe('Where in the file: a line, an item number or an identifier');

/** One question an import would write (the preview) or wrote (the report). */
export const ZImportItem = z.object({
  place: ZPlace,
  /** Stable within the organisation when the source has an identifier: re-importing updates. */
  key: z.string().nullable(),
  /** Category path from the source (Moodle categories, QTI sections), kept as tags. */
  category: z.string().nullable(),
  body: ZQuestionBody,
  /** Names of the images the item carries (stored content-addressed when the import is written). */
  images: z.array(z.string()),
  /** The bank question the item would update (its key is in the bank already); null: a new one. */
  updates: z.number().int().nullable(),
  /** What the import changed or left out of this item (e.g. partial credit the type cannot hold). */
  notes: z.array(z.string()).optional(),
});
export type TImportItem = z.infer<typeof ZImportItem>;

/** An item that will not be imported, and why (an unsupported type, a missing answer, …). */
export const ZImportSkip = z.object({
  place: ZPlace,
  reason: z.string(),
  /** The source's own type name where it has one (e.g. Moodle `essay`). */
  sourceType: z.string().nullable(),
});

/** A problem that makes the file unreadable or an item invalid: nothing is written while any exists. */
export const ZImportError = z.object({ place: ZPlace, message: z.string() });
export type TImportError = z.infer<typeof ZImportError>;
export type TImportSkip = z.infer<typeof ZImportSkip>;

export const ZImportFileReport = z.object({
  file: z.string(),
  format: ZImportFormat,
  imported: z.partialRecord(ZQuestionType, z.number().int()).describe('Counts by question type'),
  items: z.array(ZImportItem),
  skipped: z.array(ZImportSkip),
  errors: z.array(ZImportError),
});
export type TImportFileReport = z.infer<typeof ZImportFileReport>;
