import type { Key, ReactNode } from 'react';
import { ListStates, type ListPaging, type ListQuery, type ListStatesProps } from './list-states';
import { SortHeader } from './sort-header';
import type { SortDir } from './use-list-state';
import './data-table.css';

export interface Column<Row> {
  id: string;
  /** The column's name; on a phone's stacked layout, the label of each cell too. */
  header: string;
  /** Read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The endpoint's sort key for this column; without one the column does not sort. */
  sortKey?: string;
  /** Figures: right-aligned. */
  numeric?: boolean;
  /** The cell that names the row (th scope="row"). */
  rowHeader?: boolean;
  className?: string;
}

export interface TableSort {
  key: string;
  dir: SortDir;
  onSort: (key: string) => void;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** Per row: a class (a greyed inactive student) or a test id. */
  rowProps?: (row: Row) => { className?: string | undefined; 'data-testid'?: string };
  /** Rows of the foot (a total), drawn by the same columns. */
  footRows?: readonly Row[];
  query: ListQuery;
  empty: ListStatesProps['empty'];
  paging?: ListPaging | undefined;
  sort?: TableSort | undefined;
  /**
   * On a phone, 'scroll' keeps the table and scrolls it sideways inside its frame (never the
   * page); 'stack' turns each row into a card of labelled lines.
   */
  layout?: 'scroll' | 'stack';
  /** Cells on one line (figures, dates); a column's own class may allow wrapping again. */
  nowrap?: boolean;
  className?: string;
  skeletonRows?: number;
}

const alignOf = (column: { numeric?: boolean; className?: string }) =>
  [column.numeric ? 'text-end' : '', column.className ?? ''].join(' ').trim() || undefined;

function Cells<Row>({
  columns,
  row,
  foot = false,
}: {
  columns: readonly Column<Row>[];
  row: Row;
  /** A total's row header keeps the row's weight. */
  foot?: boolean;
}) {
  return columns.map((column) => {
    const Cell = column.rowHeader ? 'th' : 'td';
    return (
      <Cell
        key={column.id}
        {...(column.rowHeader && { scope: 'row' })}
        data-label={column.header}
        className={[column.rowHeader && !foot ? 'fw-normal' : '', alignOf(column) ?? '']
          .join(' ')
          .trim()}
      >
        {column.cell(row)}
      </Cell>
    );
  });
}

/**
 * The console's table: sortable headers, skeleton rows while loading, the error with Retry, the
 * empty state and the pager, the same on every list page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  footRows,
  query,
  empty,
  paging,
  sort,
  layout = 'scroll',
  nowrap = false,
  className = '',
  skeletonRows = 5,
}: DataTableProps<Row>) {
  const frame = (body: ReactNode, foot?: ReactNode) => (
    <div
      className={`data-table-frame bg-body rounded border ${layout === 'stack' ? 'data-table-stack-frame' : 'table-responsive'}`}
      // A table wider than the screen scrolls inside its frame: the frame takes the focus so a
      // keyboard can scroll it too (a table without buttons or links has nothing else to focus).
      {...(layout !== 'stack' && { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <table
        className={`table table-sm align-middle mb-0 data-table${layout === 'stack' ? ' data-table-stack' : ''}${nowrap ? ' data-table-nowrap' : ''} ${className}`}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              sort && column.sortKey ? (
                <SortHeader
                  key={column.id}
                  label={column.header}
                  dir={sort.key === column.sortKey ? sort.dir : null}
                  onSort={() => sort.onSort(column.sortKey ?? column.id)}
                  className={alignOf(column)}
                />
              ) : (
                <th key={column.id} scope="col" className={alignOf(column)}>
                  {column.hideHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ),
            )}
          </tr>
        </thead>
        {body}
        {foot}
      </table>
    </div>
  );
  const skeleton = frame(
    <tbody className="placeholder-glow" aria-hidden="true">
      {Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index}>
          {columns.map((column) => (
            <td key={column.id}>
              <span className="placeholder col-8" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>,
  );
  return (
    <ListStates
      query={query}
      empty={empty}
      isEmpty={(rows?.length ?? 0) === 0}
      skeleton={skeleton}
      paging={paging}
    >
      {frame(
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              <Cells columns={columns} row={row} />
            </tr>
          ))}
        </tbody>,
        footRows && footRows.length > 0 && (
          <tfoot>
            {footRows.map((row) => (
              <tr key={rowKey(row)} className="fw-semibold">
                <Cells columns={columns} row={row} foot />
              </tr>
            ))}
          </tfoot>
        ),
      )}
    </ListStates>
  );
}
