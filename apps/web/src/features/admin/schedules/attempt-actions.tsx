import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import type { TScheduleAttempt } from '@exam/contracts/admin/schedule-entities';
import { useErrorText } from '../shell/action-message';
import { useAttemptAction, type AttemptAction } from '../api/schedule-attempts';

interface AttemptActionDialogProps {
  attempt: Pick<TScheduleAttempt, 'attemptId' | 'studentName'> | null;
  action: AttemptAction;
  onClose: () => void;
  /** Called with the attempt as the server has it after the change. */
  onDone?: (attempt: TScheduleAttempt) => void;
}

/**
 * Extra time for a running attempt, or reopening a submitted one, with minutes and a reason for
 * the audit log. Reusable wherever staff see attempts (the schedule's page, live monitoring).
 */
export function AttemptActionDialog({
  attempt,
  action,
  onClose,
  onDone,
}: AttemptActionDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const mutation = useAttemptAction();
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const titleId = 'attempt-action-title';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!attempt) return;
    mutation.mutate(
      { action, attemptId: attempt.attemptId, body: { minutes: Number(minutes), reason } },
      {
        onSuccess: (updated) => {
          onDone?.(updated);
          setReason('');
          onClose();
        },
      },
    );
  };
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal aria-labelledby={titleId} show={attempt !== null} onHide={close}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('schedules.cancel')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t(action === 'extra-time' ? 'schedules.extraTimeTitle' : 'schedules.reopenTitle', {
              name: attempt?.studentName ?? '',
            })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            {t(action === 'extra-time' ? 'schedules.extraTimeHelp' : 'schedules.reopenHelp')}
          </p>
          <div className="mb-3">
            <label htmlFor="attempt-action-minutes" className="form-label">
              {t('schedules.minutes')}
            </label>
            <input
              id="attempt-action-minutes"
              type="number"
              min={1}
              max={600}
              className="form-control"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              required
            />
          </div>
          <div className="mb-2">
            <label htmlFor="attempt-action-reason" className="form-label">
              {t('schedules.reason')}
            </label>
            <textarea
              id="attempt-action-reason"
              className="form-control"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
            />
          </div>
          {mutation.isError && (
            <p className="text-danger small mb-0" role="alert">
              {errorText(mutation.error)}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {t('schedules.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {t(action === 'extra-time' ? 'schedules.giveExtraTime' : 'schedules.reopen')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
