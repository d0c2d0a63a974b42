import type { ReactNode } from 'react';

/** A column of a report table: its heading and what a row shows in it. */
export interface RowsColumn<R> {
  heading: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

export interface RowsTableProps<R> {
  rows: readonly R[];
  /** The section's heading (also the table's name), at the level the page's outline wants it. */
  title: string;
  headingLevel: 'h2' | 'h3';
  columns: readonly RowsColumn<R>[];
  tableClassName?: string;
}

/**
 * Rows of an uploaded table's preview (problems, rows to create, a sample) under a heading, one
 * column a `columns` entry; nothing at all when there are no rows.
 */
export function RowsTable<R>({
  rows,
  title,
  headingLevel: Heading,
  columns,
  tableClassName = '',
}: RowsTableProps<R>) {
  if (rows.length === 0) return null;
  return (
    <>
      <Heading className="h6">{title}</Heading>
      <div className="table-responsive bg-body rounded border mb-3">
        <table className={`table table-sm mb-0 ${tableClassName}`.trim()}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.heading} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
