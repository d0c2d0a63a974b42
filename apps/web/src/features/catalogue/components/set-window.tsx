import type { TSetWindow } from '@exam/contracts/sets/entities';
import { formatWindowTime } from '@exam/core/schedule';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import '../i18n/translations';
import './set-window.css';

/** Whether the window's lobby is open (decision 060): its candidates may enter and wait. */
const inLobby = (window: TSetWindow) =>
  window.state === 'upcoming' &&
  window.lobbyOpensAt !== undefined &&
  Date.now() >= Date.parse(window.lobbyOpensAt);

/** Why a scheduled set cannot be started now (decision 018), or null when it can. */
export function startBlockedBy(window: TSetWindow | undefined) {
  if (!window) return null;
  if (window.state === 'upcoming' && !inLobby(window)) return 'notOpenYet';
  if (window.state === 'closed') return 'closed';
  if (window.attemptsUsed >= window.attemptsAllowed) return 'noAttemptsLeft';
  return null;
}

/** A scheduled set's window in its own time zone, its attempts, and why Start is off if it is. */
export function SetWindow({ window, reasonId }: { window: TSetWindow; reasonId: string }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const opens = formatWindowTime(Date.parse(window.opensAt), window.timeZone, locale);
  const closes = formatWindowTime(Date.parse(window.closesAt), window.timeZone, locale);
  const blocked = startBlockedBy(window);
  return (
    <div className="set-window small">
      <p className="mb-1">{t('setWindow.opens', { opens, closes })}</p>
      <p className="mb-1 text-body-secondary">
        {t('setWindow.attempts', { used: window.attemptsUsed, allowed: window.attemptsAllowed })}
      </p>
      {inLobby(window) && <p className="mb-1">{t('setWindow.inLobby', { opens })}</p>}
      {blocked && (
        <p id={reasonId} className="mb-0 set-window-reason">
          {t(`setWindow.${blocked}`, { opens, closes, allowed: window.attemptsAllowed })}
        </p>
      )}
    </div>
  );
}
