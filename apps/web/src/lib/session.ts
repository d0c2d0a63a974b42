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

/** Tells every subscriber that the stored session changed (call after storing a login). */
export const notifySessionChange = () => listeners.forEach((listener) => listener());

/** Logout (SPEC §4): removes the three stored keys. */
export function clearSession() {
  SESSION_KEYS.forEach((key) => storage.remove(key));
  notifySessionChange();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useIsLoggedIn = () => useSyncExternalStore(subscribe, isLoggedIn, () => false);
