import type { SaveRow } from '../src/routes/attempts/save-batch.ts';

/** A save as the batch writer takes it: a first answer (action 1) of nothing chosen, unless told. */
export const aSaveRow = (overrides: Partial<SaveRow> = {}): SaveRow => ({
  student_id: 1,
  set_id: 7,
  attempt_no: 1,
  session_id: 's',
  question_id: 1,
  seq: 1,
  answer_option_id: null,
  answer_option_ids: null,
  numeric_answer: null,
  text_answer: null,
  action: 1,
  client_left_ms: 0,
  payload: {},
  pause_after_ms: 60_000,
  ...overrides,
});
