import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** Shows a one-time password once, with a copy button; it is gone when the dialog closes. */
export function PasswordDialog({
  shown,
  onClose,
}: {
  shown: { name: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = () => {
    if (!shown) return;
    void navigator.clipboard
      ?.writeText(shown.password)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <Modal aria-labelledby="password-dialog-title" show={shown !== null} onHide={close}>
      <Modal.Header closeButton closeLabel={t('roster.password.done')}>
        <Modal.Title id="password-dialog-title" as="h2" className="h5">
          {t('roster.password.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('roster.password.text', { name: shown?.name ?? '' })}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <output className="roster-password" aria-label={t('roster.password.title')}>
            {shown?.password}
          </output>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copy}>
            {copied ? t('roster.password.copied') : t('roster.password.copy')}
          </button>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('roster.password.done')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
