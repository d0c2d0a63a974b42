import type { TOutcome } from '@exam/contracts/results/entities';
import { useTranslation } from 'react-i18next';

const OUTCOME_CLASS: Record<TOutcome, string> = {
  Correct: 'text-bg-success',
  Incorrect: 'text-bg-danger',
  Skipped: 'text-bg-secondary',
  Partial: 'text-bg-warning',
};
const OUTCOME_KEY: Record<TOutcome, string> = {
  Correct: 'result.correct',
  Incorrect: 'result.incorrect',
  Skipped: 'result.skipped',
  Partial: 'result.partial',
};

/** A question's outcome as a coloured badge: Correct, Incorrect, Skipped or Partial. */
export function OutcomeBadge({ outcome }: { outcome: TOutcome }) {
  const { t } = useTranslation();
  return <span className={`badge ${OUTCOME_CLASS[outcome]}`}>{t(OUTCOME_KEY[outcome])}</span>;
}
