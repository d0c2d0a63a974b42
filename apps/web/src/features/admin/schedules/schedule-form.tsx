import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import { isApiError } from '@/lib/api-client';
import { useSets } from '../api/list-sets';
import { useErrorText } from '../shell/action-message';
import { useSaveSchedule } from '../api/schedules';
import { AudiencePicker, audienceOf, draftOf } from './audience-picker';
import { isoToZoned, zonedToIso } from './zoned-time';

const ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Europe/London',
  'UTC',
];

/** Creates a window (no `initial`) or changes one. */
export function ScheduleForm({
  initial,
  onDone,
  onCancel,
}: {
  initial?: TSchedule;
  onDone: (saved: TSchedule) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const sets = useSets({ pageSize: 100 });
  const save = useSaveSchedule();
  const zone0 = initial?.timeZone ?? 'Asia/Kolkata';
  const [setId, setSetId] = useState(initial ? String(initial.setId) : '');
  const [timeZone, setTimeZone] = useState(zone0);
  const [opens, setOpens] = useState(initial ? isoToZoned(initial.opensAt, zone0) : '');
  const [closes, setCloses] = useState(initial ? isoToZoned(initial.closesAt, zone0) : '');
  const [attemptsAllowed, setAttemptsAllowed] = useState(String(initial?.attemptsAllowed ?? 1));
  const [clockRule, setClockRule] = useState(initial?.clockRule ?? 'strict');
  const [resultsRelease, setResultsRelease] = useState(initial?.resultsRelease ?? 'immediate');
  const [audience, setAudience] = useState(draftOf(initial?.audience));
  const zones = ZONES.includes(timeZone) ? ZONES : [timeZone, ...ZONES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(initial && { id: initial.id }),
        body: {
          setId: Number(setId),
          opensAt: zonedToIso(opens, timeZone) ?? opens,
          closesAt: zonedToIso(closes, timeZone) ?? closes,
          timeZone,
          audience: audienceOf(audience),
          attemptsAllowed: Number(attemptsAllowed),
          clockRule,
          resultsRelease,
        },
      },
      { onSuccess: onDone },
    );
  };
  const fieldErrors = isApiError(save.error) ? (save.error.fieldErrors ?? []) : [];

  return (
    <form className="card card-body mb-3 schedule-form" onSubmit={submit} noValidate>
      <h2 className="h5">{t(initial ? 'schedules.editTitle' : 'schedules.newTitle')}</h2>
      <div className="row g-3">
        <div className="col-12">
          <label htmlFor="schedule-set" className="form-label">
            {t('schedules.set')}
          </label>
          <select
            id="schedule-set"
            className="form-select"
            value={setId}
            onChange={(e) => setSetId(e.target.value)}
            required
          >
            <option value="">{t('schedules.chooseSet')}</option>
            {sets.data?.items.map((s) => (
              <option key={s.id} value={s.id}>
                {i18n.language === 'hi' && s.nameHi ? s.nameHi : s.nameEn}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-4">
          <label htmlFor="schedule-zone" className="form-label">
            {t('schedules.timeZone')}
          </label>
          <select
            id="schedule-zone"
            className="form-select"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z === 'Asia/Kolkata' ? t('schedules.ist') : z}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-md-4">
          <label htmlFor="schedule-opens" className="form-label">
            {t('schedules.opensAt')}
          </label>
          <input
            id="schedule-opens"
            type="datetime-local"
            className="form-control"
            value={opens}
            onChange={(e) => setOpens(e.target.value)}
            required
          />
        </div>
        <div className="col-sm-6 col-md-4">
          <label htmlFor="schedule-closes" className="form-label">
            {t('schedules.closesAt')}
          </label>
          <input
            id="schedule-closes"
            type="datetime-local"
            className="form-control"
            value={closes}
            onChange={(e) => setCloses(e.target.value)}
            required
          />
        </div>
        <div className="col-12">
          <AudiencePicker draft={audience} onChange={setAudience} />
        </div>
        <div className="col-sm-4">
          <label htmlFor="schedule-attempts" className="form-label">
            {t('schedules.attemptsAllowed')}
          </label>
          <input
            id="schedule-attempts"
            type="number"
            min={1}
            max={100}
            className="form-control"
            value={attemptsAllowed}
            onChange={(e) => setAttemptsAllowed(e.target.value)}
          />
        </div>
        <div className="col-sm-4">
          <label htmlFor="schedule-clock" className="form-label">
            {t('schedules.clockRule')}
          </label>
          <select
            id="schedule-clock"
            className="form-select"
            value={clockRule}
            onChange={(e) => setClockRule(e.target.value as typeof clockRule)}
          >
            <option value="strict">{t('schedules.clock.strict')}</option>
            <option value="pause-on-silence">{t('schedules.clock.pause-on-silence')}</option>
          </select>
        </div>
        <div className="col-sm-4">
          <label htmlFor="schedule-release" className="form-label">
            {t('schedules.resultsRelease')}
          </label>
          <select
            id="schedule-release"
            className="form-select"
            value={resultsRelease}
            onChange={(e) => setResultsRelease(e.target.value as typeof resultsRelease)}
          >
            <option value="immediate">{t('schedules.release.immediate')}</option>
            <option value="at-close">{t('schedules.release.at-close')}</option>
            <option value="manual">{t('schedules.release.manual')}</option>
          </select>
        </div>
      </div>
      {save.isError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          <p className="mb-0">{errorText(save.error)}</p>
          {fieldErrors.length > 1 && (
            <ul className="mb-0 small">
              {fieldErrors.map((f) => (
                <li key={f.field}>
                  {f.field}: {f.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('schedules.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('schedules.cancel')}
        </button>
      </div>
    </form>
  );
}
