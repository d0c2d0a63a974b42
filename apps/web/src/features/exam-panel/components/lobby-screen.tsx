import { formatClock, formatDateTime } from '@exam/core/format';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

/**
 * The window's lobby (decision 060): the attempt is created and the paper delivered; the clock
 * starts at `startsAt` on the server's time. The wait is measured from the server's `serverNow`
 * on this device's monotonic clock, so a wrong device clock does not move the start. At zero the
 * panel opens by itself: nothing is asked of the server to begin.
 */
export function LobbyScreen({
  examName,
  startsAt,
  serverNow,
  durationMs,
  onOpen,
}: {
  examName: string;
  startsAt: number;
  serverNow: number;
  durationMs: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const deadline = useRef(performance.now() + (startsAt - serverNow));
  const [leftMs, setLeftMs] = useState(startsAt - serverNow);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    const tick = () => {
      const left = deadline.current - performance.now();
      setLeftMs(left);
      if (left <= 0) open.current();
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, []);

  const at = formatDateTime(startsAt, language);
  return (
    <div className="card shadow-sm exam-notice lobby-screen" data-testid="lobby">
      <div className="card-body">
        <h1 className="h4">{t('panel.lobby.title', { name: examName })}</h1>
        <p className="lobby-starts fs-5 mb-2" role="timer" aria-live="off">
          {t('panel.lobby.startsAt', { at })}{' '}
          <span className="text-nowrap">
            {t('panel.lobby.in', { left: formatClock(Math.max(0, leftMs)) })}
          </span>
        </p>
        <p className="mb-2">{t('panel.lobby.ready', { duration: formatClock(durationMs) })}</p>
        <p className="mb-0 text-body-secondary small">{t('panel.lobby.keepOpen')}</p>
      </div>
    </div>
  );
}

export default LobbyScreen;
