import type { TKeyCorrectionNotice } from '@exam/contracts/results/entities';
import { formatDateTime } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

/** Decision 020: the set's key corrections and dropped questions, after which the score was recalculated. */
export function KeyCorrectionNotice({ corrections }: { corrections: TKeyCorrectionNotice[] }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  if (corrections.length === 0) return null;
  return (
    <section className="alert alert-warning mb-3" aria-labelledby="key-corrections-title">
      <h2 id="key-corrections-title" className="h6 mb-2">
        {t('result.keyCorrections.title')}
      </h2>
      <ul className="mb-0 ps-3" data-testid="key-corrections">
        {corrections.map((c) => (
          <li key={`${c.questionNo}-${c.at}`}>
            {t(c.kind === 'drop' ? 'result.keyCorrections.dropped' : 'result.keyCorrections.key', {
              no: c.questionNo,
              date: formatDateTime(c.at, language),
            })}{' '}
            <span className="text-body-secondary">
              {t('result.keyCorrections.reason', { reason: c.reason })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
