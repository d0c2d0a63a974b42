import type { ATTEMPT_ERROR, HEARTBEAT_INTERVAL_MS } from '@exam/contracts/attempts/entities';

// The contracts' values, checked against them at compile time but not imported: their module
// builds zod schemas, which the web app leaves out of its chunks (decision 004).

/** Error codes of the attempt calls the panel reacts to. */
export const ATTEMPT_CODES = {
  sessionTakenOver: 'SESSION_TAKEN_OVER',
  attemptClosed: 'ATTEMPT_CLOSED',
  attemptInProgress: 'ATTEMPT_IN_PROGRESS',
  examNotStarted: 'EXAM_NOT_STARTED',
} as const satisfies typeof ATTEMPT_ERROR;

/** How often the open panel sends its heartbeat (DESIGN.md §6). */
export const HEARTBEAT_MS: typeof HEARTBEAT_INTERVAL_MS = 15_000;
