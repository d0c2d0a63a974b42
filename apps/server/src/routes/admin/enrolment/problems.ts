import type { TEnrolmentProblemCode } from '@exam/contracts/admin/enrolment';
import type { TCentreProblemCode } from '@exam/contracts/admin/org-setup/centre-import';

export type ProblemParams = Record<string, string | number>;

type ProblemCode = TEnrolmentProblemCode | TCentreProblemCode;

/** The English sentence of each import problem; the console words it from the code. */
const ENGLISH: Record<ProblemCode, (p: ProblemParams) => string> = {
  required: () => 'is required',
  'too-long': (p) => `must be at most ${p.max} characters`,
  'bad-username': (p) =>
    `"${p.value}" is neither an e-mail address nor a 10-digit mobile number starting with 6, 7, 8 or 9`,
  'bad-code': (p) =>
    `"${p.value}" must be letters, digits, _ and -, starting with a letter or digit`,
  'bad-class': (p) => `"${p.value}" must be a class from 1 to 12`,
  'unknown-centre': (p) => `"${p.value}" is not a centre code of your organisation`,
  'repeated-in-file': (p) => `${p.value} is also in row ${p.row}`,
  'username-taken': (p) => `${p.value} is already the username of ${p.name}`,
  'roll-number-taken': (p) => `${p.value} is already the roll number of ${p.name}`,
  'unreadable-csv': (p) => `is not readable CSV: ${p.detail}`,
  'unreadable-xlsx': (p) => `is not a readable XLSX workbook: ${p.detail}`,
  'no-worksheet': () => 'has no worksheet',
  'not-csv-or-xlsx': () => 'must be a .csv or .xlsx file',
  'no-header': () => 'is empty: the first row must name the columns',
  'unknown-columns': (p) => `has unknown column(s) ${p.columns}: use the template's columns`,
  'missing-columns': (p) => `lacks the column(s) ${p.columns}`,
  'no-rows': () => 'has no rows below the header',
  'too-many-rows': (p) => `has ${p.rows} rows: at most ${p.max} per file`,
};

/** A problem's code, its params and its English message. */
export const problemWords = <C extends ProblemCode>(code: C, params: ProblemParams = {}) => ({
  code,
  params,
  message: ENGLISH[code](params),
});
export interface ProblemWords<C extends ProblemCode = TEnrolmentProblemCode> {
  code: C;
  params: ProblemParams;
  message: string;
}
