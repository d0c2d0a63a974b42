import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@exam/core/format';
import { formatWindowTime } from '@exam/core/schedule';
import type { TScheduleAttempt } from '@exam/contracts/admin/schedule-entities';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { useScheduleAttempts, type AttemptAction } from '../api/schedule-attempts';
import { AttemptActionDialog } from './attempt-actions';
import { AttemptActionResult, type AttemptActionDone } from './attempt-action-result';

/** The attempts of one window: student, status, start, time left; extra time and reopening. */
export function ScheduleAttempts({
  scheduleId,
  timeZone,
}: {
  scheduleId: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const attempts = useScheduleAttempts(scheduleId);
  const [acting, setActing] = useState<{ attempt: TScheduleAttempt; action: AttemptAction } | null>(
    null,
  );
  const columns: Column<TScheduleAttempt>[] = [
    {
      id: 'student',
      header: t('schedules.student'),
      rowHeader: true,
      cell: (a) => (
        <>
          {a.studentName} <span className="text-body-secondary">({a.rollNo})</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('schedules.status'),
      cell: (a) => (
        <>
          {a.status === 'open'
            ? t('schedules.inProgress')
            : t(`schedules.ended.${a.submitReason ?? 'submitted'}`)}
          {a.reopenCount > 0 && (
            <span className="badge text-bg-warning ms-1">
              {t('schedules.reopened', { count: a.reopenCount })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'started',
      header: t('schedules.started'),
      cell: (a) => formatWindowTime(Date.parse(a.startedAt), timeZone, locale),
    },
    {
      id: 'timeLeft',
      header: t('schedules.timeLeft'),
      cell: (a) => (a.status === 'open' ? formatClock(a.timeLeftMs) : '—'),
    },
    {
      id: 'actions',
      header: t('schedules.actions'),
      cell: (a) =>
        a.status === 'open' ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => setActing({ attempt: a, action: 'extra-time' })}
          >
            {t('schedules.extraTime')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-warning"
            onClick={() => setActing({ attempt: a, action: 'reopen' })}
          >
            {t('schedules.reopen')}
          </button>
        ),
    },
  ];
  const [done, setDone] = useState<AttemptActionDone | null>(null);
  return (
    <>
      <AttemptActionResult done={done} onClose={() => setDone(null)} />
      <DataTable
        caption={t('schedules.attempts')}
        columns={columns}
        rows={attempts.data}
        rowKey={(a) => a.attemptId}
        query={attempts}
        empty={<p className="small text-body-secondary mb-0">{t('schedules.noAttempts')}</p>}
        skeletonRows={2}
      />
      <AttemptActionDialog
        attempt={acting?.attempt ?? null}
        action={acting?.action ?? 'extra-time'}
        onClose={() => setActing(null)}
        onDone={(attempt, minutes) =>
          setDone({ action: acting?.action ?? 'extra-time', name: attempt.studentName, minutes })
        }
      />
    </>
  );
}
