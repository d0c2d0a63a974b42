import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@exam/core/format';
import { formatWindowTime } from '@exam/core/schedule';
import type { TScheduleAttempt } from '@exam/contracts/admin/schedule-entities';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useScheduleAttempts, type AttemptAction } from '../api/schedule-attempts';
import { AttemptActionDialog } from './attempt-actions';
import { AttemptActionResult, type AttemptActionDone } from './components/attempt-action-result';

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
  const [done, setDone] = useState<AttemptActionDone | null>(null);
  if (attempts.isPending) return <PageLoading />;
  if (attempts.isError)
    return <ErrorState error={attempts.error} onRetry={() => void attempts.refetch()} />;
  if (attempts.data.length === 0)
    return <p className="small text-body-secondary mb-0">{t('schedules.noAttempts')}</p>;
  return (
    <>
      <AttemptActionResult done={done} onClose={() => setDone(null)} />
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{t('schedules.attempts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('schedules.student')}</th>
              <th scope="col">{t('schedules.status')}</th>
              <th scope="col">{t('schedules.started')}</th>
              <th scope="col">{t('schedules.timeLeft')}</th>
              <th scope="col">{t('schedules.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.data.map((a) => (
              <tr key={a.attemptId}>
                <th scope="row" className="fw-normal">
                  {a.studentName} <span className="text-body-secondary">({a.rollNo})</span>
                </th>
                <td>
                  {a.status === 'open'
                    ? t('schedules.inProgress')
                    : t(`schedules.ended.${a.submitReason ?? 'submitted'}`)}
                  {a.reopenCount > 0 && (
                    <span className="badge text-bg-warning ms-1">
                      {t('schedules.reopened', { count: a.reopenCount })}
                    </span>
                  )}
                </td>
                <td>{formatWindowTime(Date.parse(a.startedAt), timeZone, locale)}</td>
                <td>{a.status === 'open' ? formatClock(a.timeLeftMs) : '—'}</td>
                <td>
                  {a.status === 'open' ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
