import { useEffect, useState } from 'react';
import { formatClock } from '@exam/core/format';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import type { UiLanguage } from '@/lib/i18n/i18n';
import type { LiveSnapshot } from '../api/get-live';

/** This browser's time, every `everyMs`: running clocks and "2 min ago" move between polls. */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Time left shown now: the server's figure, counted down since it arrived while the clock runs. */
export function timeLeftNow(row: TLiveRow, snapshot: LiveSnapshot, now: number): string | null {
  if (row.timeLeftMs === null) return null;
  const elapsed = row.clockRunning ? Math.max(0, now - snapshot.receivedAt) : 0;
  return formatClock(Math.max(0, row.timeLeftMs - elapsed));
}

const RELATIVE: Record<UiLanguage, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'short' }),
  hi: new Intl.RelativeTimeFormat('hi-IN', { numeric: 'auto', style: 'short' }),
};

/** "2 min ago", measured on the server's clock (its time at the answer, plus what passed since). */
export function lastSeenAgo(
  lastSeenAt: string | null,
  snapshot: LiveSnapshot,
  now: number,
  language: UiLanguage,
): string | null {
  if (lastSeenAt === null) return null;
  const serverNow = snapshot.monitor.serverNow + Math.max(0, now - snapshot.receivedAt);
  const seconds = Math.max(0, Math.round((serverNow - new Date(lastSeenAt).getTime()) / 1000));
  const format = RELATIVE[language];
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  return format.format(-Math.floor(seconds / 3600), 'hour');
}
