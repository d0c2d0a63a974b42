import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  className?: string;
}

/** A failed load: what happened, in words a student can act on, and a Retry button. */
export function ErrorState({ error, onRetry, title, className = '' }: ErrorStateProps) {
  const { t } = useTranslation();
  const detail =
    isApiError(error) && error.code === NETWORK_ERROR
      ? t('state.networkError')
      : error instanceof Error
        ? error.message
        : null;
  return (
    <div
      className={`alert alert-danger d-flex flex-column align-items-start gap-2 ${className}`}
      role="alert"
    >
      <p className="fw-semibold mb-0">{title ?? t('state.errorTitle')}</p>
      {detail && <p className="mb-0">{detail}</p>}
      {onRetry && (
        <button type="button" className="btn btn-danger btn-sm" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}
