import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A calm note while the panel works without the network (decision 013): shown after a boot from
 * this device's memory until the browser says it is online again, and whenever it goes offline.
 */
export function OfflineNotice({ bootedOffline }: { bootedOffline: boolean }) {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(() => bootedOffline || !navigator.onLine);
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="alert alert-info mb-2 py-2 small" role="status" data-testid="offline-notice">
      <strong>{t('panel.offlineTitle')}</strong> {t('panel.offlineText')}
    </div>
  );
}
