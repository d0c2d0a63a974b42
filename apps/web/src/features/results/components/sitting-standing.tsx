import type { TSittingStanding } from '@exam/contracts/results/entities';
import { useTranslation } from 'react-i18next';

/** The candidate's NTA percentile and combined rank across the shifts of a sitting. */
export function SittingStanding({ standing }: { standing: TSittingStanding }) {
  const { t } = useTranslation();
  return (
    <div className="border-top mt-3 pt-2" data-testid="result-sitting">
      <p className="small fw-semibold mb-1">
        {t('result.sitting.title', { name: standing.name, count: standing.shifts })}
      </p>
      {standing.percentile === null || standing.rank === null ? (
        <p className="small mb-0">{t('result.sitting.pending')}</p>
      ) : (
        <dl className="result-figures mb-0">
          <dt>{t('result.sitting.percentile')}</dt>
          <dd data-testid="result-sitting-percentile">{standing.percentile.toFixed(7)}</dd>
          <dt>{t('result.sitting.rank')}</dt>
          <dd data-testid="result-sitting-rank">
            {t('result.rankOf', { rank: standing.rank, total: standing.candidates })}
          </dd>
        </dl>
      )}
    </div>
  );
}
