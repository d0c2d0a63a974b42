import { ENROLMENT_COLUMNS, type TEnrolmentColumn } from '@exam/contracts/admin/enrolment';
import { readTable, type TableFile, type TableRow } from '../table-file.ts';

export type RosterRow = TableRow<TEnrolmentColumn>;
export type RosterFile = TableFile<TEnrolmentColumn>;

/** Other spellings of the columns a person may type ("Father's name", "Roll No", "Center code"). */
const ALIASES: Record<string, TEnrolmentColumn> = {
  student_name: 'name',
  fathers_name: 'father_name',
  father: 'father_name',
  mothers_name: 'mother_name',
  mother: 'mother_name',
  mobile_or_e_mail: 'mobile_or_email',
  mobile: 'mobile_or_email',
  email: 'mobile_or_email',
  e_mail: 'mobile_or_email',
  username: 'mobile_or_email',
  roll_no: 'roll_number',
  roll: 'roll_number',
  student_class: 'class',
  center_code: 'centre_code',
  centre: 'centre_code',
  center: 'centre_code',
};

/** Reads a roster (CSV or XLSX, a header row naming the columns) into its rows' cells. */
export const readRoster = (fileName: string, bytes: Uint8Array): Promise<RosterFile> =>
  readTable(fileName, bytes, {
    known: ENROLMENT_COLUMNS,
    aliases: ALIASES,
    required: ['name', 'mobile_or_email', 'roll_number', 'class'],
  });
