import type { UiLanguage } from './language.ts';

/** Unit marks of durations: English 'h m s', Hindi 'घं मि से' (घंटे, मिनट, सेकंड). */
const UNITS = {
  en: { h: (n: string) => `${n}h`, m: (n: string) => `${n}m`, s: (n: string) => `${n}s` },
  hi: { h: (n: string) => `${n} घं`, m: (n: string) => `${n} मि`, s: (n: string) => `${n} से` },
} as const;

const two = (n: number) => String(n).padStart(2, '0');
const wholeSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;

/**
 * SPEC §9: a duration is shown as 'Xh Ym' (whole minutes, rounded down). Under a minute that
 * would read '0h 0m' beside a time actually used, so a duration shorter than a minute is shown
 * in seconds instead: '58s'. Hindi: '0 घं 4 मि', '58 से'.
 */
export function formatDuration(totalSeconds: number, language: UiLanguage = 'en'): string {
  const u = UNITS[language];
  const whole = wholeSeconds(totalSeconds);
  if (whole < 60) return u.s(String(whole));
  const minutes = Math.floor(whole / 60);
  return `${u.h(String(Math.floor(minutes / 60)))} ${u.m(String(minutes % 60))}`;
}

/** A time taken, to the second: '42s', '1m 05s', '1h 02m 05s' (Hindi '42 से', '1 मि 05 से'). */
export function formatSeconds(seconds: number, language: UiLanguage = 'en'): string {
  const u = UNITS[language];
  const whole = wholeSeconds(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  if (hours > 0) return `${u.h(String(hours))} ${u.m(two(minutes))} ${u.s(two(secs))}`;
  if (minutes > 0) return `${u.m(String(minutes))} ${u.s(two(secs))}`;
  return u.s(String(secs));
}

/** Every date and time is shown in India Standard Time, named, on the page and in the PDF alike. */
export const TIME_ZONE = 'Asia/Kolkata';
export const TIME_ZONE_LABEL = 'IST';

// Built on first use, not at import: constructing them loads ICU's locale data, about 60 ms of a
// phone's start on every screen that imports this module (decision 027).
let dateTime: Record<UiLanguage, Intl.DateTimeFormat> | undefined;
const dateTimeFormats = () =>
  (dateTime ??= {
    en: new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }),
    // Hindi names the part of the day ('रात 8:49') where hi-IN's short style writes 'pm'.
    hi: new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: TIME_ZONE,
    }),
  });

/** A moment as '24 Nov 2026, 8:49 pm IST' or '24 नव॰ 2026, रात 8:49 IST'; '—' when not a date. */
export function formatDateTime(value: string | number | Date, language: UiLanguage = 'en') {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dateTimeFormats()[language].format(date)} ${TIME_ZONE_LABEL}`;
}

/** The countdown's 'mm:ss' (or 'h:mm:ss' past an hour). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** SPEC §3: self-registration stores roll number 123 as a placeholder: it is nobody's number. */
const PLACEHOLDER_ROLL_NO = '123';

/** A roll number to show, or '—' when there is none (blank or the registration placeholder). */
export function formatRollNo(rollNo: string | number | null | undefined): string {
  const value = String(rollNo ?? '').trim();
  return value === '' || value === PLACEHOLDER_ROLL_NO ? '—' : value;
}
