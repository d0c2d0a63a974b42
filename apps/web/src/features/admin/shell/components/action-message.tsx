import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import CloseButton from 'react-bootstrap/CloseButton';

export type Message =
  | {
      tone: 'success' | 'info';
      /** A key of the console's labels, so the message follows a language switch. */
      key: string;
      values?: Record<string, unknown>;
      link?: string;
    }
  | { tone: 'danger'; error: unknown };

/** The words of a failed staff call: the server's sentence, or what went wrong on the way. */
export function useErrorText() {
  const { t } = useTranslation('admin');
  return (error: unknown) => {
    if (isApiError(error)) {
      if (error.code === NETWORK_ERROR) return t('state.network');
      if (error.httpStatus === 403) return `${t('state.forbidden')} ${error.message}`;
      return error.message;
    }
    return error instanceof Error ? error.message : t('state.loadError');
  };
}

/** The outcome of an action (saved, published, refused), announced to screen readers. */
export function ActionMessage({
  message,
  onClose,
}: {
  message: Message | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  if (!message) return null;
  return (
    <div
      className={`alert alert-${message.tone} alert-dismissible d-flex flex-wrap gap-2`}
      role={message.tone === 'danger' ? 'alert' : 'status'}
    >
      <span>
        {message.tone === 'danger' ? errorText(message.error) : t(message.key, message.values)}
      </span>
      {message.tone !== 'danger' && message.link && (
        <Link to={message.link} className="alert-link">
          {t('questions.edit')}
        </Link>
      )}
      <CloseButton aria-label={t('shell.close')} onClick={onClose} />
    </div>
  );
}
