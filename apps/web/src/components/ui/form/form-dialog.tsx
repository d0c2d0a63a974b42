import { useId, type FormEventHandler, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button';
import './i18n/translations';

interface FormDialogProps {
  show: boolean;
  title: ReactNode;
  onHide: () => void;
  /** react-hook-form's handleSubmit(...) of the form inside. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The request is in flight: submit is disabled and says so. */
  pending: boolean;
  /** Said on the submit button while pending; "Saving..." when not given. */
  pendingLabel?: string;
  /** Why the last submit failed (the server's words), shown above the fields. */
  failure?: ReactNode;
  /** A danger action (force submit) draws its button red. */
  danger?: boolean;
  size?: 'sm' | 'lg' | 'xl';
  children: ReactNode;
}

/** A dialog that is a form: its fields, a failure alert, and Cancel / submit at the foot. */
export function FormDialog({
  show,
  title,
  onHide,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel,
  failure,
  danger = false,
  size,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} size={size}>
      <form
        noValidate
        // A dialog opened from inside another form (a formula in the question editor) is in a
        // portal: its submit must not bubble through React to the form around it.
        onSubmit={(event) => {
          event.stopPropagation();
          onSubmit(event);
        }}
        aria-busy={pending}
      >
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure ? (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          ) : null}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('form.cancel')}
          </button>
          <SubmitButton
            pending={pending}
            pendingLabel={pendingLabel ?? t('form.saving')}
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
          >
            {submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
