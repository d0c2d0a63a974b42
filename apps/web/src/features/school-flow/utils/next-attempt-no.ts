import type { TAttemptsBySet } from '@exam/contracts/results/entities';
import { DEFAULT_ATTEMPT_NO } from '@/lib/exam-flow-state';

/**
 * The attempt a new sitting of a set will be (SPEC §9: from 1, one more each time): one after the
 * student's highest submitted attempt of the set. An attempt still open is that same number, so
 * the panel continues it.
 */
export function nextAttemptNo(attempts: TAttemptsBySet, setId: number): number {
  const submitted = (attempts[String(setId)] ?? []).map((attempt) => attempt.attemptNo);
  return submitted.length > 0 ? Math.max(...submitted) + 1 : DEFAULT_ATTEMPT_NO;
}
