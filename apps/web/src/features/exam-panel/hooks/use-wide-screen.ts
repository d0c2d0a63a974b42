import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 992px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Bootstrap's lg and up: the side panel sits beside the question; narrower, it is a drawer. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
