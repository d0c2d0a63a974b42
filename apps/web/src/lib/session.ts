import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';
import { storage } from './storage';

/**
 * SPEC §6: a student is logged in when a stored Authorization value exists. Components read it
 * through useIsLoggedIn so logging in or out anywhere (another tab too) updates the chrome.
 */
const listeners = new Set<() => void>();

const hasValue = (value: string | null) =>
  Boolean(value && value !== 'null' && value !== 'undefined');

export const getAuthorization = () => {
  const value = storage.get(STORAGE_KEYS.authorization);
  return hasValue(value) ? value : null;
};

export const getStudentToken = () => {
  const value = storage.get(STORAGE_KEYS.studToken);
  return hasValue(value) ? value : null;
};

export const isLoggedIn = () => getAuthorization() !== null;

/** The first key part of every query of the logged-in student: dropped when the session changes. */
export const STUDENT_QUERY_KEY = 'student';

/** Why the last session ended, when the student should be told: the server ended it. */
export type SessionNotice = 'expired';
let notice: SessionNotice | null = null;

/** Tells every subscriber that the stored session changed (call after storing a login). */
export const notifySessionChange = () => listeners.forEach((listener) => listener());

/** SPEC §8 Login: the token under studToken and Authorization, the details as JSON under studentDetails. */
export function storeSession(token: string, details: unknown, mustChangePassword = false) {
  storage.set(STORAGE_KEYS.studToken, token);
  storage.set(STORAGE_KEYS.authorization, token);
  storage.set(STORAGE_KEYS.studentDetails, JSON.stringify(details));
  if (mustChangePassword) storage.set(STORAGE_KEYS.mustChangePassword, '1');
  else storage.remove(STORAGE_KEYS.mustChangePassword);
  notice = null;
  notifySessionChange();
}

/**
 * A password change answers a new token; every earlier one is refused from then on. The student
 * has chosen their own password, so a pending "must change" ends too.
 */
export function replaceToken(token: string) {
  storage.set(STORAGE_KEYS.studToken, token);
  storage.set(STORAGE_KEYS.authorization, token);
  storage.remove(STORAGE_KEYS.mustChangePassword);
  notifySessionChange();
}

/**
 * The server refused a call until the student replaces a one-time password (403
 * PASSWORD_CHANGE_REQUIRED, e.g. a staff reset after this login): the app opens the change screen.
 */
export function requirePasswordChange() {
  if (!isLoggedIn() || mustChangePassword()) return;
  storage.set(STORAGE_KEYS.mustChangePassword, '1');
  notifySessionChange();
}

/** Whether the logged-in student must choose a new password before anything else. */
export const mustChangePassword = () =>
  isLoggedIn() && storage.get(STORAGE_KEYS.mustChangePassword) === '1';

/** The latest details the student's login or profile returned, or null. */
export function getStoredStudentDetails<T>(): T | null {
  const text = storage.get(STORAGE_KEYS.studentDetails);
  if (!hasValue(text)) return null;
  try {
    const value: unknown = JSON.parse(text as string);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

export const storeStudentDetails = (details: unknown) =>
  storage.set(STORAGE_KEYS.studentDetails, JSON.stringify(details));

/** Logout (SPEC §4): removes the three stored keys. */
export function clearSession() {
  SESSION_KEYS.forEach((key) => storage.remove(key));
  storage.remove(STORAGE_KEYS.mustChangePassword);
  notice = null;
  notifySessionChange();
}

/**
 * The server refused the token (forged, expired, revoked: SESSION_EXPIRED): log out and keep a
 * notice so the login dialog can say why, instead of the page failing silently.
 */
export function endSession(reason: SessionNotice) {
  SESSION_KEYS.forEach((key) => storage.remove(key));
  storage.remove(STORAGE_KEYS.mustChangePassword);
  notice = reason;
  notifySessionChange();
}

export const getSessionNotice = () => notice;

export function dismissSessionNotice() {
  if (notice === null) return;
  notice = null;
  notifySessionChange();
}

/** Calls the listener on every change of the session, in this tab or (storage event) another. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useIsLoggedIn = () => useSyncExternalStore(subscribeSession, isLoggedIn, () => false);

export const useSessionNotice = () =>
  useSyncExternalStore(subscribeSession, getSessionNotice, () => null);

export const useMustChangePassword = () =>
  useSyncExternalStore(subscribeSession, mustChangePassword, () => false);
