import { useTranslation } from 'react-i18next';
import type { TLiveCounts, TLiveState } from '@exam/contracts/admin/live-entities';
import { STATES } from '../utils/live-states';

interface LiveCountsProps {
  counts: TLiveCounts;
  /** Without an exam window nobody is "not started": that card is left out. */
  withNotStarted: boolean;
  selected: TLiveState | undefined;
  onSelect: (state: TLiveState | undefined) => void;
}

/** A card per state with its count; a card is a toggle that lists only that state's students. */
export function LiveCounts({ counts, withNotStarted, selected, onSelect }: LiveCountsProps) {
  const { t } = useTranslation('admin');
  const shown = STATES.filter((s) => withNotStarted || s.state !== 'not-started');
  return (
    <div className="live-counts mb-3" role="group" aria-label={t('live.counts.label')}>
      <div className="live-count card" data-testid="live-count-audience">
        <div className="card-body py-2">
          <div className="small text-body-secondary">{t('live.counts.audience')}</div>
          <div className="fs-4 fw-semibold">{counts.audience}</div>
        </div>
      </div>
      {shown.map(({ state, count }) => (
        <button
          key={state}
          type="button"
          className={`live-count card text-start${selected === state ? ' border-primary live-count-selected' : ''}`}
          aria-pressed={selected === state}
          data-testid={`live-count-${state}`}
          onClick={() => onSelect(selected === state ? undefined : state)}
        >
          <span className="card-body py-2 d-block">
            <span className="small text-body-secondary d-block">{t(`live.counts.${state}`)}</span>
            <span className="fs-4 fw-semibold d-block">{counts[count]}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
