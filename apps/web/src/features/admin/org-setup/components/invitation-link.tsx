import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What an admin hands over once, with Copy: an invitation link when e-mail is not configured, or
 * the one-time password of a reset.
 */
export function InvitationLink({
  name,
  link,
  kind = 'link',
  onClose,
}: {
  name: string;
  link: string;
  kind?: 'link' | 'password';
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  return (
    <div
      className="alert alert-info"
      role="status"
      data-testid={kind === 'link' ? 'invitation-link' : 'one-time-password'}
    >
      <p className="mb-2">{t(`staff.${kind}Intro`, { name })}</p>
      <div className="input-group">
        <input
          className="form-control font-monospace small"
          readOnly
          value={link}
          aria-label={t(`staff.${kind}Label`)}
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
