import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An invitation link to hand over when e-mail is not configured: shown once, with Copy. */
export function InvitationLink({
  name,
  link,
  onClose,
}: {
  name: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  return (
    <div className="alert alert-info" role="status" data-testid="invitation-link">
      <p className="mb-2">{t('staff.linkIntro', { name })}</p>
      <div className="input-group">
        <input
          className="form-control font-monospace small"
          readOnly
          value={link}
          aria-label={t('staff.linkLabel')}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? t('staff.copied') : t('staff.copy')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('shell.close')}
        </button>
      </div>
    </div>
  );
}
