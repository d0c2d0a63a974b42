import { useTranslation } from 'react-i18next';
import './page-loading.css';

/** 'Loading...' for a page whose code or data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="page-loading d-flex align-items-start gap-2 py-5 justify-content-center"
      role="status"
    >
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
