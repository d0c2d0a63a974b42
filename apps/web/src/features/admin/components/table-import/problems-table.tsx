import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsTable, type RowsColumn } from './rows-table';

interface FileProblem {
  /** The file's row (the header is row 1), or 0 for the whole file. */
  row: number;
  column: string;
}

interface ProblemsTableProps<P extends FileProblem> {
  problems: readonly P[];
  /** The section's heading, at the level the page's outline wants it. */
  title: string;
  headingLevel: 'h2' | 'h3';
  /** The problem in the reader's language. */
  message: (problem: P) => ReactNode;
  /** An error or a warning, when the import has both. */
  kind?: (problem: P) => ReactNode;
}

/**
 * Every problem of an uploaded table (roster, centres) by its row and column, under its heading;
 * nothing at all when the table has none.
 */
export function ProblemsTable<P extends FileProblem>({
  problems,
  title,
  headingLevel,
  message,
  kind,
}: ProblemsTableProps<P>) {
  const { t } = useTranslation('admin');
  const columns: RowsColumn<P>[] = [
    {
      heading: t('tableImport.row'),
      cell: (problem) => (problem.row > 0 ? problem.row : t('tableImport.wholeFile')),
    },
    { heading: t('tableImport.column'), cell: (problem) => <code>{problem.column}</code> },
    ...(kind ? [{ heading: t('tableImport.kind'), cell: kind }] : []),
    { heading: t('tableImport.problem'), cell: message, className: 'data-table-wrap' },
  ];
  return <RowsTable rows={problems} title={title} headingLevel={headingLevel} columns={columns} />;
}
