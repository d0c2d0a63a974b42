import { useSyncExternalStore } from 'react';

/** SPEC §2: 4 cards above 1024px, 2 up to 1024px, 1 up to 768px. */
const WIDE = '(min-width: 1025px)';
const MEDIUM = '(min-width: 769px)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function perView() {
  if (matches(WIDE)) return 4;
  return matches(MEDIUM) ? 2 : 1;
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [WIDE, MEDIUM].map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** How many carousel cards fit side by side at the window's width; follows resizes. */
export function useSlidesPerView() {
  return useSyncExternalStore(subscribe, perView, () => 1);
}
