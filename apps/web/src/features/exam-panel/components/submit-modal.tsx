import type { StatusCounts as Counts } from '@exam/core/palette';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { StatusCounts } from './status-counts';
import { BusyButton } from '@/components/ui/busy-button';

interface SubmitModalProps {
  show: boolean;
  total: number;
  counts: Counts;
  unsavedCount: number;
  submitting: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: () => void;
}

/** SPEC §2 submit confirmation, with the total and the count of each status. */
export function SubmitModal(props: SubmitModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={props.show} onHide={props.onCancel} centered aria-labelledby="submit-modal-title">
      <Modal.Header closeButton closeLabel={t('panel.close')}>
        <Modal.Title id="submit-modal-title" as="h2" className="h5">
          {t('panel.submitTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold">{t('panel.submitConfirm')}</p>
        <p className="mb-2" data-count="total">
          {t('panel.totalQuestions')}: <strong>{props.total}</strong>
        </p>
        <StatusCounts counts={props.counts} />
        {props.unsavedCount > 0 && (
          <p className="alert alert-warning mt-3 mb-0 py-2">
            {t('panel.unsavedBeforeSubmit', { count: props.unsavedCount })}
          </p>
        )}
        {props.error && (
          <p className="alert alert-danger mt-3 mb-0 py-2" role="alert">
            {props.error}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
          {t('panel.cancel')}
        </button>
        <BusyButton
          className="btn btn-primary"
          busy={props.submitting}
          busyLabel={t('panel.submitting')}
          onClick={props.onSubmit}
        >
          {t('panel.submitExam')}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
