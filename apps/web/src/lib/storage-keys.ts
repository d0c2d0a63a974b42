/** SPEC §3: the keys under which the browser keeps the student's session. */
export const STORAGE_KEYS = {
  studToken: 'studToken',
  authorization: 'Authorization',
  studentDetails: 'studentDetails',
  /** '1' while the student must choose a new password (after a staff reset or an enrolment). */
  mustChangePassword: 'mustChangePassword',
  /** The UI language the student chose ('en' | 'hi'). */
  language: 'lang',
} as const;

/** The keys Logout removes (SPEC §4). */
export const SESSION_KEYS = [
  STORAGE_KEYS.studToken,
  STORAGE_KEYS.authorization,
  STORAGE_KEYS.studentDetails,
] as const;
