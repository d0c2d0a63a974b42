import type ExcelJS from 'exceljs';
import type { ExportOwner } from '../sites/export-owner.ts';
import { pngOrJpegSize } from './image-bytes.ts';

/** What opens every XLSX staff download: whose file it is, what it is and when it was made. */
export interface Letterhead {
  owner: ExportOwner;
  /** e.g. "Results: CGL Mock 1". */
  title: string;
  /** When the file was made, written as the file writes its other times (its zone named). */
  madeAt: string;
}

/** The logo's height on the sheet, in pixels; its width follows its shape, at most LOGO_MAX_WIDTH. */
const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 192;

/**
 * Writes the letterhead from the sheet's first row: the owner's PNG or JPEG logo on a row of its
 * own (any other image is left out: a spreadsheet cannot show an SVG), the name, the Hindi name
 * when there is one, the title and when it was made.
 */
export function writeLetterhead(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  { owner, title, madeAt }: Letterhead,
): void {
  const logo = owner.logo;
  const size = logo && pngOrJpegSize(logo.mimeType, logo.bytes);
  if (logo && size) {
    const scale = Math.min(LOGO_HEIGHT / size.height, LOGO_MAX_WIDTH / size.width);
    const image = workbook.addImage({
      // exceljs's own Buffer type predates Node's generic one.
      buffer: logo.bytes as unknown as ExcelJS.Buffer,
      extension: logo.mimeType === 'image/png' ? 'png' : 'jpeg',
    });
    const row = sheet.addRow([]);
    // Points are three quarters of a pixel; a little room under the logo.
    row.height = (LOGO_HEIGHT + 8) * 0.75;
    sheet.addImage(image, {
      tl: { col: 0, row: 0 },
      ext: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
      editAs: 'oneCell',
    });
  }
  sheet.addRow([owner.name]).font = { bold: true, size: 14 };
  if (owner.nameHi) sheet.addRow([owner.nameHi]).font = { bold: true, size: 13 };
  sheet.addRow([title]).font = { bold: true };
  sheet.addRow([`Made on ${madeAt}`]).font = { italic: true };
}
