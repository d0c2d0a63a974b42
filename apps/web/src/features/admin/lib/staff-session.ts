import type { TStaff } from '@exam/contracts/admin/entities';
import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

/**
 * The staff member's session, kept apart from the student's (lib/session.ts): a teacher who is also
 * logged in as a student in the same browser keeps both, and logging out of one leaves the other.
 */
export const STAFF_STORAGE_KEYS = {
  token: 'staffToken',
  staff: 'staffDetails',
  /** '1' while the member holds a one-time password (the console shows only the change screen). */
  mustChange: 'staffMustChangePassword',
} as const;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Why the last staff session ended, when the server ended it (shown on the login page). */
let notice: 'expired' | null = null;
let cachedText: string | null = null;
let cachedStaff: TStaff | null = null;

export const getStaffToken = () => storage.get(STAFF_STORAGE_KEYS.token) || null;

export function getStaff(): TStaff | null {
  const text = storage.get(STAFF_STORAGE_KEYS.staff);
  if (text === cachedText) return cachedStaff;
  cachedText = text;
  try {
    cachedStaff = text ? (JSON.parse(text) as TStaff) : null;
  } catch {
    cachedStaff = null;
  }
  return cachedStaff;
}

export function storeStaffSession(token: string, staff: TStaff, mustChangePassword = false) {
  storage.set(STAFF_STORAGE_KEYS.token, token);
  storage.set(STAFF_STORAGE_KEYS.staff, JSON.stringify(staff));
  if (mustChangePassword) storage.set(STAFF_STORAGE_KEYS.mustChange, '1');
  else storage.remove(STAFF_STORAGE_KEYS.mustChange);
  notice = null;
  notify();
}

export function clearStaffSession(reason: 'expired' | null = null) {
  storage.remove(STAFF_STORAGE_KEYS.token);
  storage.remove(STAFF_STORAGE_KEYS.staff);
  storage.remove(STAFF_STORAGE_KEYS.mustChange);
  notice = reason;
  notify();
}

export const getStaffNotice = () => notice;

/**
 * The server refused a call until the member replaces a one-time password (403
 * PASSWORD_CHANGE_REQUIRED, e.g. an admin's reset after this login): the console shows the change.
 */
export function requireStaffPasswordChange() {
  if (!getStaffToken() || staffMustChangePassword()) return;
  storage.set(STAFF_STORAGE_KEYS.mustChange, '1');
  notify();
}

const staffMustChangePassword = () =>
  Boolean(getStaffToken()) && storage.get(STAFF_STORAGE_KEYS.mustChange) === '1';

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The logged-in staff member (null when logged out); follows logins and logouts in other tabs. */
export const useStaff = () =>
  useSyncExternalStore(
    subscribe,
    () => (getStaffToken() ? getStaff() : null),
    () => null,
  );

/** Whether the logged-in member must choose their own password before anything else. */
export const useStaffMustChangePassword = () =>
  useSyncExternalStore(subscribe, staffMustChangePassword, () => false);

export const useStaffNotice = () => useSyncExternalStore(subscribe, getStaffNotice, () => null);
