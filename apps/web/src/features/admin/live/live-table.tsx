import { useTranslation } from 'react-i18next';
import { formatRollNo } from '@exam/core/format';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { LiveSnapshot } from '../api/get-live';
import { badgeOf } from './live-states';
import { lastSeenAgo, timeLeftNow, useNow } from './live-time';

interface LiveTableProps {
  snapshot: LiveSnapshot;
  onForceSubmit: (row: TLiveRow) => void;
}

/** The students and where each one is; it scrolls sideways inside its card on a phone. */
export function LiveTable({ snapshot, onForceSubmit }: LiveTableProps) {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const now = useNow();
  const { monitor } = snapshot;
  const none = t('live.table.none');
  return (
    <div className="table-responsive bg-body rounded border live-table">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{t('live.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.table.rollNo')}</th>
            <th scope="col">{t('live.table.name')}</th>
            <th scope="col">{t('live.table.classSection')}</th>
            <th scope="col">{t('live.table.centre')}</th>
            <th scope="col">{t('live.table.state')}</th>
            <th scope="col">{t('live.table.lastSeen')}</th>
            <th scope="col" className="text-end">
              {t('live.table.answered')}
            </th>
            <th scope="col" className="text-end">
              {t('live.table.timeLeft')}
            </th>
            <th scope="col" className="text-end">
              {t('live.table.warnings')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('live.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {monitor.items.map((row) => {
            const left = timeLeftNow(row, snapshot, now);
            return (
              <tr key={row.studentId} data-testid={`live-row-${row.studentId}`}>
                <td className="text-nowrap">{formatRollNo(row.rollNo)}</td>
                <th scope="row" className="fw-normal">
                  {row.name}
                </th>
                <td className="text-nowrap">
                  {row.studentClass > 0 ? `${row.studentClass}-${row.studentSection}` : none}
                </td>
                <td>{row.centreName ?? none}</td>
                <td>
                  <span className={`badge ${badgeOf(row.state)}`}>
                    {t(`live.counts.${row.state}`)}
                  </span>
                </td>
                <td className="text-nowrap">
                  {lastSeenAgo(row.lastSeenAt, snapshot, now, language) ?? none}
                </td>
                <td className="text-end text-nowrap">
                  {row.attemptId === null ? none : `${row.answered}/${monitor.totalQuestions}`}
                </td>
                <td className="text-end text-nowrap font-monospace">
                  {left ?? none}
                  {left !== null && !row.clockRunning && row.timeLeftMs !== 0 && (
                    <span className="d-block small text-body-secondary">
                      {t('live.table.paused')}
                    </span>
                  )}
                  {row.extraMs > 0 && row.state === 'in-exam' && (
                    <span className="d-block small text-body-secondary">
                      {t('live.table.extra', { minutes: Math.round(row.extraMs / 60_000) })}
                    </span>
                  )}
                </td>
                <td className="text-end">
                  {row.warnings > 0 ? (
                    <span className="badge text-bg-warning">{row.warnings}</span>
                  ) : (
                    0
                  )}
                </td>
                <td className="text-end">
                  {row.state === 'in-exam' && row.attemptId !== null && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger text-nowrap"
                      aria-label={t('live.forceSubmit.buttonFor', { name: row.name })}
                      onClick={() => onForceSubmit(row)}
                    >
                      {t('live.forceSubmit.button')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
