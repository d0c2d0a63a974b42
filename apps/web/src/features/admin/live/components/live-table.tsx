import { useTranslation } from 'react-i18next';
import { formatRollNo } from '@exam/core/format';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ListQuery } from '@/components/ui/data-table/list-states';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { LiveSnapshot } from '../api/get-live';
import { badgeOf } from '../utils/live-states';
import { lastSeenAgo, timeLeftNow, useNow } from '../utils/live-time';

const WARNING_KINDS = ['fullscreen-exit', 'tab-hidden', 'window-blur', 'reload'] as const;

interface LiveTableProps {
  snapshot: LiveSnapshot;
  query: ListQuery;
  empty: string;
  onPage: (page: number) => void;
  onForceSubmit: (row: TLiveRow) => void;
}

/** The students and where each one is; it scrolls sideways inside its frame on a phone. */
export function LiveTable({ snapshot, query, empty, onPage, onForceSubmit }: LiveTableProps) {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const now = useNow();
  const { monitor } = snapshot;
  const none = t('live.table.none');
  const col = (key: string) => t(`live.table.${key}`);
  const columns: Column<TLiveRow>[] = [
    { id: 'rollNo', header: col('rollNo'), cell: (r) => formatRollNo(r.rollNo) },
    { id: 'name', header: col('name'), rowHeader: true, cell: (r) => r.name },
    {
      id: 'class',
      header: col('classSection'),
      cell: (r) => (r.studentClass > 0 ? `${r.studentClass}-${r.studentSection}` : none),
    },
    { id: 'centre', header: col('centre'), cell: (r) => r.centreName ?? none },
    {
      id: 'state',
      header: col('state'),
      cell: (r) => (
        <span className={`badge ${badgeOf(r.state)}`}>{t(`live.counts.${r.state}`)}</span>
      ),
    },
    {
      id: 'lastSeen',
      header: col('lastSeen'),
      cell: (r) => lastSeenAgo(r.lastSeenAt, snapshot, now, language) ?? none,
    },
    {
      id: 'answered',
      header: col('answered'),
      numeric: true,
      cell: (r) => (r.attemptId === null ? none : `${r.answered}/${monitor.totalQuestions}`),
    },
    {
      id: 'timeLeft',
      header: col('timeLeft'),
      numeric: true,
      className: 'font-monospace',
      cell: (r) => {
        const left = timeLeftNow(r, snapshot, now);
        return (
          <>
            {left ?? none}
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
      id: 'warnings',
      header: col('warnings'),
      numeric: true,
      cell: (r) =>
        r.warnings > 0 ? (
          <>
            <span className="badge text-bg-warning">{r.warnings}</span>
            {r.warningKinds && (
              <span className="d-block small text-body-secondary" data-testid="live-warning-words">
                {WARNING_KINDS.filter((kind) => (r.warningKinds?.[kind] ?? 0) > 0)
                  .map((kind) => t(`live.warningKind.${kind}`, { count: r.warningKinds?.[kind] }))
                  .join(', ')}
              </span>
            )}
          </>
        ) : (
          0
        ),
    },
    {
      id: 'actions',
      header: col('actions'),
      hideHeader: true,
      numeric: true,
      cell: (r) =>
        r.state === 'in-exam' &&
        r.attemptId !== null && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('live.forceSubmit.buttonFor', { name: r.name })}
            onClick={() => onForceSubmit(r)}
          >
            {t('live.forceSubmit.button')}
          </button>
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
      nowrap
    />
  );
}
