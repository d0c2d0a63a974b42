import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { formatRollNo } from '@exam/core/format';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import { useErrorText } from '../shell/action-message';
import { useForceSubmit } from '../api/force-submit-attempt';

interface ForceSubmitDialogProps {
  row: TLiveRow | null;
  onClose: () => void;
  onDone: (row: TLiveRow) => void;
}

/** Confirms a force-submit and asks for the reason the audit log keeps. */
export function ForceSubmitDialog({ row, onClose, onDone }: ForceSubmitDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const submit = useForceSubmit();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const close = () => {
    setReason('');
    setTooShort(false);
    submit.reset();
    onClose();
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!row || row.attemptId === null) return;
    if (reason.trim().length < 3) {
      setTooShort(true);
      return;
    }
    try {
      await submit.mutateAsync({ attemptId: row.attemptId, reason: reason.trim() });
      onDone(row);
      close();
    } catch {
      // Shown below from submit.error.
    }
  };

  return (
    <Modal show={row !== null} onHide={close} centered aria-labelledby="force-submit-title">
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <Modal.Header closeButton closeLabel={t('live.forceSubmit.cancel')}>
          <Modal.Title id="force-submit-title" as="h2" className="h5">
            {t('live.forceSubmit.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {row && (
            <p>
              {formatRollNo(row.rollNo) === '—'
                ? t('live.forceSubmit.introNoRoll', { name: row.name })
                : t('live.forceSubmit.intro', { name: row.name, rollNo: row.rollNo })}
            </p>
          )}
          <label htmlFor="force-submit-reason" className="form-label">
            {t('live.forceSubmit.reason')}
          </label>
          <textarea
            id="force-submit-reason"
            className={`form-control${tooShort ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={500}
            value={reason}
            aria-describedby="force-submit-help"
            aria-invalid={tooShort}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim().length >= 3) setTooShort(false);
            }}
          />
          <div id="force-submit-help" className={tooShort ? 'invalid-feedback' : 'form-text'}>
            {tooShort ? t('live.forceSubmit.reasonRequired') : t('live.forceSubmit.reasonHelp')}
          </div>
          {submit.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {errorText(submit.error)}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {t('live.forceSubmit.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={submit.isPending}>
            {submit.isPending && (
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            )}
            {t('live.forceSubmit.confirm')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
