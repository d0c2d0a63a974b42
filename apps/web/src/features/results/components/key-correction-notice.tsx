import type { TKeyCorrectionNotice } from '@exam/contracts/results/entities';
import { formatDateTime } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

function sentenceKey(c: TKeyCorrectionNotice) {
  // Decision 049: a candidate who sat after the change is not told of a recalculation.
  const recalculated = c.recalculated ?? true;
  if (c.kind === 'drop')
    return recalculated
      ? 'result.keyCorrections.dropped'
      : 'result.keyCorrections.droppedNotRecalculated';
  return recalculated ? 'result.keyCorrections.key' : 'result.keyCorrections.keyNotRecalculated';
}

/** Decisions 020 and 049: the set's key changes and how each changed the key. */
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
            {t(sentenceKey(c), { no: c.questionNo, date: formatDateTime(c.at, language) })}{' '}
            {c.from !== undefined && (
              <strong data-testid="key-change">
                {c.kind === 'drop'
                  ? t('result.keyCorrections.dropChange')
                  : t('result.keyCorrections.change', { from: c.from, to: c.to ?? '' })}
              </strong>
            )}{' '}
            <span className="text-body-secondary">
              {t('result.keyCorrections.reason', { reason: c.reason })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
