import type { TChallengeBoard } from '@exam/contracts/admin/challenges';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { isoToZoned, zonedToIso } from '../../schedules/utils/zoned-time';
import { useErrorText } from '../../shell/components/action-message';
import { useSetChallengeWindow } from '../api/challenges';

const DAY = 24 * 60 * 60_000;

/** Opens or moves the challenge window, in the exam window's zone. */
export function ChallengeWindowForm({ board }: { board: TChallengeBoard }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSetChallengeWindow(board.scheduleId);
  const zone = board.timeZone;
  const start =
    board.challengeOpensAt ??
    new Date(Math.max(Date.now(), Date.parse(board.closesAt))).toISOString();
  const end = board.challengeClosesAt ?? new Date(Date.parse(start) + 3 * DAY).toISOString();
  const [from, setFrom] = useState(isoToZoned(start, zone));
  const [until, setUntil] = useState(isoToZoned(end, zone));
  const submit = () => {
    const opensAt = zonedToIso(from, zone);
    const closesAt = zonedToIso(until, zone);
    if (opensAt && closesAt) save.mutate({ opensAt, closesAt });
  };
  return (
    <form
      className="row g-2 align-items-end mb-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        className="col-sm-6 col-md-4 mb-0"
        label={t('challenges.from', { zone })}
        type="datetime-local"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        className="col-sm-6 col-md-4 mb-0"
        label={t('challenges.until', { zone })}
        type="datetime-local"
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      <div className="col-md-4">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {board.challengeOpensAt ? t('challenges.moveWindow') : t('challenges.openWindow')}
        </button>
      </div>
      {save.isError && (
        <p className="col-12 alert alert-danger mb-0" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
