/** The rows of a raw statement, from node-postgres and PGlite alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The one row an insert or update `returning` answers (a bug when there is none). */
export function oneRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} was not stored`);
  return row;
}
