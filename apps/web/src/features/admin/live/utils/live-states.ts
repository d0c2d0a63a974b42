import type { TLiveCounts, TLiveState } from '@exam/contracts/admin/live-entities';

/** The states in the order of an exam, with their count's field and badge colour. */
export const STATES = [
  { state: 'not-started', count: 'notStarted', badge: 'text-bg-secondary' },
  { state: 'in-exam', count: 'inExam', badge: 'text-bg-primary' },
  { state: 'submitted', count: 'submitted', badge: 'text-bg-success' },
  { state: 'auto-submitted', count: 'autoSubmitted', badge: 'text-bg-warning' },
  { state: 'force-submitted', count: 'forceSubmitted', badge: 'text-bg-danger' },
] as const satisfies readonly {
  state: TLiveState;
  count: keyof TLiveCounts;
  badge: string;
}[];

export const badgeOf = (state: TLiveState) =>
  STATES.find((s) => s.state === state)?.badge ?? 'text-bg-light';
