import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZListSchedulesQuery } from '@exam/contracts/admin/list-schedules';
import type { TSchedule, TWindowState } from '@exam/contracts/admin/schedule-entities';
import { formatWindowTime } from '@exam/core/schedule';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ListSkeleton, ListStates } from '@/components/ui/data-table/list-states';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { useErrorText } from '../../shell/components/action-message';
import { useDeleteSchedule, useSchedules } from '../api/schedules';
import { useWithdrawResults } from '../api/release-results';
import { ReleaseResultsDialog } from './release-results-dialog';
import { ScheduleAttempts } from './schedule-attempts';
import { ScheduleForm } from './schedule-form';
import './schedules-page.css';

const STATES: TWindowState[] = ['open', 'upcoming', 'closed'];
const BADGE: Record<TWindowState, string> = {
  open: 'text-bg-success',
  upcoming: 'text-bg-info',
  closed: 'text-bg-secondary',
};

/** /admin/schedules: the exam windows of the caller's scope, with their attempts. */
export default function SchedulesPage() {
  const { t } = useTranslation('admin');
  const list = useListState(ZListSchedulesQuery);
  const schedules = useSchedules(list.state);
  const [editing, setEditing] = useState<TSchedule | 'new' | null>(null);
  const data = schedules.data;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 flex-grow-1">{t('schedules.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('schedules.new')}
        </button>
      </div>
      {editing && (
        <ScheduleForm
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing !== 'new' && { initial: editing })}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}
      <FilterSelect
        id="schedules-state"
        className="mb-3 schedules-filter"
        label={t('schedules.show')}
        anyLabel={t('schedules.all')}
        value={list.state.state}
        choices={STATES.map((s) => ({ value: s, label: t(`schedules.state.${s}`) }))}
        onChange={(value) => list.setFilter('state', value)}
      />
      <ListStates
        query={schedules}
        isEmpty={data?.items.length === 0}
        empty={{ title: t('schedules.empty'), children: t('schedules.emptyText') }}
        skeleton={<ListSkeleton rows={3} />}
        paging={data && { ...data, onChange: list.setPage, label: t('schedules.pages') }}
      >
        <ul className="list-unstyled d-grid gap-3 schedules-list">
          {data?.items.map((s) => (
            <li key={s.id}>
              <ScheduleCard schedule={s} onEdit={() => setEditing(s)} />
            </li>
          ))}
        </ul>
      </ListStates>
    </>
  );
}

function ScheduleCard({ schedule: s, onEdit }: { schedule: TSchedule; onEdit: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const remove = useDeleteSchedule();
  const withdraw = useWithdrawResults();
  const [showAttempts, setShowAttempts] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const at = (iso: string) => formatWindowTime(Date.parse(iso), s.timeZone, locale);
  const titleId = `schedule-${s.id}-title`;
  const releasable = s.resultsRelease !== 'immediate' && s.resultsReleasedAt === null;
  const released =
    s.resultsRelease === 'immediate' ||
    s.resultsReleasedAt !== null ||
    (s.resultsRelease === 'at-close' && s.state === 'closed');
  const failed = remove.error ?? withdraw.error;
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2">
          <h2 id={titleId} className="h6 mb-0 flex-grow-1">
            {i18n.language === 'hi' && s.setNameHi ? s.setNameHi : s.setName}
          </h2>
          <span className={`badge ${BADGE[s.state]}`}>{t(`schedules.state.${s.state}`)}</span>
        </div>
        <p className="mb-1 small">
          {t('schedules.window', { opens: at(s.opensAt), closes: at(s.closesAt) })}
        </p>
        <p className="mb-2 small text-body-secondary">
          {audienceText(t, s)} · {t('schedules.attemptsEach', { count: s.attemptsAllowed })} ·{' '}
          {t(`schedules.clock.${s.clockRule}`)} · {t(`schedules.release.${s.resultsRelease}`)}
          {s.resultsReleasedAt &&
            ` · ${t('schedules.releasedAt', { at: at(s.resultsReleasedAt) })}`}
        </p>
        {s.sitting && (
          <p className="mb-2 small">
            {t('schedules.sittingOf')}{' '}
            <Link to={`/admin/sittings?sitting=${encodeURIComponent(s.sitting)}`}>{s.sitting}</Link>
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
            {t('schedules.edit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={showAttempts}
            onClick={() => setShowAttempts((v) => !v)}
          >
            {t('schedules.attemptsCount', { count: s.attemptsStarted })}
          </button>
          <Link className="btn btn-sm btn-outline-secondary" to={`/admin/schedules/${s.id}/live`}>
            {t('schedules.live')}
          </Link>
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={`/admin/schedules/${s.id}/challenges`}
          >
            {t('schedules.challenges')}
          </Link>
          {releasable && !released && (
            <button
              type="button"
              className="btn btn-sm btn-success"
              onClick={() => setReleasing(true)}
            >
              {t('schedules.releaseResults')}
            </button>
          )}
          {released && s.attemptsStarted > 0 && (
            <button
              type="button"
              className="btn btn-sm btn-outline-warning"
              disabled={withdraw.isPending}
              onClick={() => {
                if (window.confirm(t('schedules.confirmWithdraw'))) withdraw.mutate(s.id);
              }}
            >
              {t('schedules.withdrawResults')}
            </button>
          )}
          {s.attemptsStarted === 0 && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t('schedules.confirmDelete'))) remove.mutate(s.id);
              }}
            >
              {t('schedules.delete')}
            </button>
          )}
        </div>
        {failed && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {errorText(failed)}
          </p>
        )}
        <ReleaseResultsDialog schedule={s} show={releasing} onClose={() => setReleasing(false)} />
        {showAttempts && (
          <div className="mt-3">
            <ScheduleAttempts scheduleId={s.id} timeZone={s.timeZone} />
          </div>
        )}
      </div>
    </article>
  );
}

function audienceText(t: (key: string, values?: Record<string, unknown>) => string, s: TSchedule) {
  const a = s.audience;
  switch (a.kind) {
    case 'institute':
      return t('schedules.kind.institute');
    case 'classes':
      return a.classes
        .map((c) =>
          c.sections?.length
            ? t('schedules.classSections', { n: c.studentClass, sections: c.sections.join(', ') })
            : t('schedules.classN', { n: c.studentClass }),
        )
        .join('; ');
    case 'centres':
      return t('schedules.centresCount', { count: a.centreIds.length });
    case 'students':
      return t('schedules.studentsCount', { count: a.studentIds.length });
  }
}
