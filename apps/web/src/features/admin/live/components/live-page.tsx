import { ZLiveQuery } from '@exam/contracts/admin/live-entities';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatClock, formatDateTime, TIME_ZONE, TIME_ZONE_LABEL } from '@exam/core/format';
import type { TLiveMonitor, TLiveRow } from '@exam/contracts/admin/live-entities';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { AttemptActionDialog } from '../../schedules/components/attempt-actions';
import { ActionMessage, useErrorText, type Message } from '../../shell/components/action-message';
import { useLive, type LiveKind } from '../api/get-live';
import { ForceSubmitDialog } from './force-submit-dialog';
import { LiveCounts } from './live-counts';
import { LiveFilters, type FilterOptions } from './live-filters';
import { LiveTable } from './live-table';
import './live-page.css';

const CLOCK = {
  en: new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium', timeZone: TIME_ZONE }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeStyle: 'medium', timeZone: TIME_ZONE }),
};

/** Remembers every centre, class and section seen, so a filter never hides its own choices. */
function useFilterOptions(monitor: TLiveMonitor | undefined): FilterOptions {
  const seen = useRef<FilterOptions>({
    centres: new Map(),
    classes: new Set(),
    sections: new Set(),
  });
  for (const row of monitor?.items ?? []) {
    if (row.centreId !== null) seen.current.centres.set(row.centreId, row.centreName ?? '');
    seen.current.classes.add(row.studentClass);
    seen.current.sections.add(row.studentSection);
  }
  return seen.current;
}

/**
 * /admin/schedules/:id/live and /admin/sets/:id/live: who has not started, who is writing (last
 * seen, answered, time left, warnings), who has submitted; polled every 5 s with an ETag.
 */
export default function LivePage({ kind }: { kind: LiveKind }) {
  const { t } = useTranslation('admin');
  const { language, pick } = useUiLanguage();
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const list = useListState(ZLiveQuery);
  const filters = list.state;
  const [forcing, setForcing] = useState<TLiveRow | null>(null);
  const [extending, setExtending] = useState<TLiveRow | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const live = useLive(kind, id, filters);
  const options = useFilterOptions(live.data?.monitor);
  const change = (next: Partial<typeof filters>) => list.set({ ...next, page: undefined });

  if (live.isPending) return <PageLoading />;
  if (live.isError && !live.data)
    return <ErrorState error={live.error} onRetry={() => void live.refetch()} />;
  const snapshot = live.data;
  if (!snapshot) return <PageLoading />;
  const { monitor } = snapshot;
  const withNotStarted = monitor.scheduleId !== null;
  const name = pick(monitor.setName, monitor.setNameHi);

  return (
    <>
      <div className="live-heading mb-3">
        <div>
          <h1 className="h3 mb-1">{t('live.title')}</h1>
          <p className="mb-0 fw-semibold">{name}</p>
          <p className="mb-0 small text-body-secondary">
            {monitor.opensAt && monitor.closesAt
              ? t('live.window', {
                  opens: formatDateTime(monitor.opensAt, language),
                  closes: formatDateTime(monitor.closesAt, language),
                })
              : t('live.noWindow')}
          </p>
        </div>
        <p className="small text-body-secondary mb-0 live-updated" data-testid="live-updated">
          {t('live.updated', {
            time: `${CLOCK[language].format(live.dataUpdatedAt)} ${TIME_ZONE_LABEL}`,
          })}
          <span className="d-block">{t('live.refreshing')}</span>
        </p>
      </div>
      {live.isError && (
        <div className="alert alert-warning py-2" role="status">
          {errorText(live.error)}
        </div>
      )}
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <LiveCounts
        counts={monitor.counts}
        withNotStarted={withNotStarted}
        selected={filters.state}
        onSelect={(state) => change({ state })}
      />
      <LiveFilters
        filters={filters}
        options={options}
        withNotStarted={withNotStarted}
        onChange={change}
        onClear={() => list.clear()}
      />
      <LiveTable
        snapshot={snapshot}
        // A failed poll keeps the last rows on screen, with the warning above.
        query={{ isPending: false, isError: false, error: null, refetch: live.refetch }}
        empty={
          !withNotStarted && monitor.counts.audience === 0 ? t('live.emptySet') : t('live.empty')
        }
        onPage={list.setPage}
        onForceSubmit={setForcing}
        onExtraTime={setExtending}
      />
      <AttemptActionDialog
        action="extra-time"
        attempt={
          extending && extending.attemptId !== null
            ? { attemptId: extending.attemptId, studentName: extending.name }
            : null
        }
        onClose={() => setExtending(null)}
        onDone={(attempt, minutes) => {
          setMessage({
            tone: 'success',
            key: 'live.extraTime.done',
            values: {
              count: minutes,
              name: attempt.studentName,
              left: formatClock(attempt.timeLeftMs),
            },
          });
          void live.refetch();
        }}
      />
      <ForceSubmitDialog
        row={forcing}
        onClose={() => setForcing(null)}
        onDone={(row) =>
          setMessage({ tone: 'success', key: 'live.forceSubmit.done', values: { name: row.name } })
        }
      />
    </>
  );
}
