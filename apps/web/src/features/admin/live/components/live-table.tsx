import { useTranslation } from 'react-i18next';
import { formatRollNo } from '@exam/core/format';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ListQuery } from '@/components/ui/data-table/list-states';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { LiveSnapshot } from '../api/get-live';
import { badgeOf } from '../utils/live-states';
import { lastSeenAgo, timeLeftNow, useNow } from '../utils/live-time';
import { LiveWarnings } from './live-warnings';

interface LiveTableProps {
  snapshot: LiveSnapshot;
  query: ListQuery;
  empty: string;
  onPage: (page: number) => void;
  onForceSubmit: (row: TLiveRow) => void;
  onExtraTime: (row: TLiveRow) => void;
}

/**
 * The students and where each one is. The name cell carries the roll number and class so that the
 * warnings and the actions fit a 1366 px screen; on a phone each row becomes a card whose first
 * lines are the name, the state and the time left.
 */
export function LiveTable(props: LiveTableProps) {
  const { snapshot, query, empty, onPage, onForceSubmit, onExtraTime } = props;
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const now = useNow();
  const { monitor } = snapshot;
  const none = t('live.table.none');
  const col = (key: string) => t(`live.table.${key}`);
  const columns: Column<TLiveRow>[] = [
    {
      id: 'name',
      header: col('student'),
      rowHeader: true,
      className: 'data-table-wrap',
      cell: (r) => (
        <>
          <span className="fw-semibold">{r.name}</span>
          <span className="d-block small text-body-secondary">
            {[
              formatRollNo(r.rollNo) === '—' ? null : t('live.table.roll', { rollNo: r.rollNo }),
              r.studentClass > 0 ? `${r.studentClass}-${r.studentSection}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || none}
          </span>
        </>
      ),
    },
    {
      id: 'state',
      header: col('state'),
      cell: (r) => (
        <span className={`badge ${badgeOf(r.state)}`}>{t(`live.counts.${r.state}`)}</span>
      ),
    },
    {
      id: 'timeLeft',
      header: col('timeLeft'),
      numeric: true,
      cell: (r) => {
        const left = timeLeftNow(r, snapshot, now);
        return (
          <>
            {/* Figures only: the monospace font has no Devanagari for the header's words. */}
            <span className="font-monospace">{left ?? none}</span>
            {left !== null && !r.clockRunning && r.timeLeftMs !== 0 && (
              <span className="d-block small text-body-secondary">{col('paused')}</span>
            )}
            {r.extraMs > 0 && r.state === 'in-exam' && (
              <span className="d-block small text-body-secondary">
                {t('live.table.extra', { minutes: Math.round(r.extraMs / 60_000) })}
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'answered',
      header: col('answered'),
      numeric: true,
      cell: (r) => (r.attemptId === null ? none : `${r.answered}/${monitor.totalQuestions}`),
    },
    {
      id: 'lastSeen',
      header: col('lastSeen'),
      cell: (r) => lastSeenAgo(r.lastSeenAt, snapshot, now, language) ?? none,
    },
    {
      id: 'warnings',
      header: col('warnings'),
      className: 'live-warnings-cell',
      cell: (r) => <LiveWarnings row={r} />,
    },
    {
      id: 'centre',
      header: col('centre'),
      className: 'data-table-wrap live-centre-cell',
      cell: (r) => r.centreName ?? none,
    },
    {
      id: 'actions',
      header: col('actions'),
      hideHeader: true,
      cell: (r) =>
        r.state === 'in-exam' &&
        r.attemptId !== null && (
          <div className="live-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('live.extraTime.buttonFor', { name: r.name })}
              onClick={() => onExtraTime(r)}
            >
              {t('live.extraTime.button')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('live.forceSubmit.buttonFor', { name: r.name })}
              onClick={() => onForceSubmit(r)}
            >
              {t('live.forceSubmit.button')}
            </button>
          </div>
        ),
    },
  ];
  return (
    <DataTable
      caption={col('caption')}
      columns={columns}
      rows={monitor.items}
      rowKey={(r) => r.studentId}
      rowProps={(r) => ({ 'data-testid': `live-row-${r.studentId}` })}
      query={query}
      empty={{ title: empty }}
      paging={{ ...monitor, onChange: onPage, label: t('live.pages') }}
      layout="stack"
      className="live-table"
      nowrap
    />
  );
}
