import ExcelJS from 'exceljs';

/**
 * The first sheet of a downloaded workbook as a person sees it: each row's cell values from
 * column A, how many images it shows, the row it is frozen under and its autofilter's range
 * (as a workbook stores it, e.g. `A5:Q5`).
 */
export async function openWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const view = sheet.views[0] as { state?: string; ySplit?: number } | undefined;
  return {
    sheet,
    values: (row: number) => ((sheet.getRow(row).values as unknown[]) ?? []).slice(1),
    images: sheet.getImages().length,
    frozenUnder: view?.state === 'frozen' ? view.ySplit : undefined,
    autoFilter: sheet.autoFilter,
  };
}

/** The letterhead's rows (from row 1), its last saying when the file was made. */
export const letterheadRows = (values: (row: number) => unknown[], count: number) =>
  Array.from({ length: count }, (_, i) => values(i + 1)[0] ?? null);
