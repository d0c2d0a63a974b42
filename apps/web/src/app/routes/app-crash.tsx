import { useTranslation } from 'react-i18next';

/** Shown when even the chrome failed to render: no router, no data, only a way back. */
export function AppCrash() {
  const { t } = useTranslation();
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">{t('state.errorTitle')}</h1>
      <p>{t('state.pageErrorText')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('state.reload')}
      </button>
    </main>
  );
}
