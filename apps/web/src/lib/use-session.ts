import { useSyncExternalStore } from 'react';
import { getSessionNotice, isLoggedIn, mustChangePassword, subscribeSession } from './session';

// Apart from session.ts, which the exam panel's boot script reads before React has loaded.
export const useIsLoggedIn = () => useSyncExternalStore(subscribeSession, isLoggedIn, () => false);

export const useSessionNotice = () =>
  useSyncExternalStore(subscribeSession, getSessionNotice, () => null);

export const useMustChangePassword = () =>
  useSyncExternalStore(subscribeSession, mustChangePassword, () => false);
