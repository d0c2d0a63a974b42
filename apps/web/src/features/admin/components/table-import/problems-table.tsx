import type { ReactNode } from 'react';

interface FileProblem {
  /** The file's row (the header is row 1), or 0 for the whole file. */
  row: number;
  column: string;
}

interface ProblemsTableProps<P extends FileProblem> {
  problems: readonly P[];
  headings: { row: string; column: string; kind?: string; message: string };
  /** Said in the row column of a problem of the whole file. */
  wholeFile: string;
  /** The problem in the reader's language. */
  message: (problem: P) => ReactNode;
  /** An error or a warning, when the import has both. */
  kind?: (problem: P) => ReactNode;
}

/** Every problem of an uploaded table (roster, centres) by its row and column. */
export function ProblemsTable<P extends FileProblem>({
  problems,
  headings,
  wholeFile,
  message,
  kind,
}: ProblemsTableProps<P>) {
  return (
    <div className="table-responsive bg-body rounded border mb-3">
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{headings.row}</th>
            <th scope="col">{headings.column}</th>
            {kind && <th scope="col">{headings.kind}</th>}
            <th scope="col">{headings.message}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <td>{problem.row > 0 ? problem.row : wholeFile}</td>
              <td>
                <code>{problem.column}</code>
              </td>
              {kind && <td>{kind(problem)}</td>}
              <td className="data-table-wrap">{message(problem)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
