import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';

/**
 * The navigation state the CBT flow carries from screen to screen (SPEC §2):
 * /set Start → /studentProfile { setData }
 *   → /systemInstruction { setData, studentData, attemptNo }
 *   → /instruction and /exampanel { setData, studentData, language: { langId }, attemptNo }
 *   → /submitexam { setData, attemptNo }.
 * Browser history keeps it across a reload of the same tab; a screen opened without it recovers
 * it from the server or sends the student back one step with a message.
 */
export interface ExamFlowState {
  setData?: TQuestionSet;
  studentData?: TStudentDetails;
  language?: { langId: number };
  /** SPEC §9: defaults to 1. */
  attemptNo?: number;
}

export const DEFAULT_ATTEMPT_NO = 1;

/** Reads a location's state as the exam flow's, ignoring anything that is not an object. */
export const examFlowStateOf = (state: unknown): ExamFlowState =>
  state !== null && typeof state === 'object' ? (state as ExamFlowState) : {};
