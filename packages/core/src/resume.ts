import type { ActionCode } from './palette.ts';

/** SPEC §4/§9: a saved time left of 0 or less grants this much to submit. */
export const RESUME_GRACE_MS = 2000;

export interface ResumableResponse {
  questionId: number;
  sectionId: number;
  answerId: number;
  action: ActionCode;
  timeLeftMs: number;
}

/**
 * SPEC §4 resume rule: with saved responses, the current question, section and time come from the
 * one with the least time left (the latest save); a time left of 0 or less gives 2,000 ms; with none
 * the full duration applies. Answers and statuses come from every saved response.
 */
export function resumeState<R extends ResumableResponse>(responses: R[], fullDurationMs: number) {
  const latest = [...responses].sort((a, b) => a.timeLeftMs - b.timeLeftMs)[0];
  if (!latest)
    return { current: null, timeLeftMs: fullDurationMs, byQuestion: new Map<number, R>() };
  return {
    current: { questionId: latest.questionId, sectionId: latest.sectionId },
    timeLeftMs: latest.timeLeftMs <= 0 ? RESUME_GRACE_MS : latest.timeLeftMs,
    byQuestion: new Map(responses.map((r) => [r.questionId, r])),
  };
}
