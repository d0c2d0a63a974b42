import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { dismissSessionNotice } from '@/lib/session';
import { takeMockProblems } from '@/testing/mock-api';

// A busy two-core machine runs many jsdom files at once: a lazy chunk (the review dialog, the
// charts) can take over a second to arrive there, which is not a failure of the page.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; the carousel's breakpoints and react-bootstrap ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  dismissSessionNotice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A mocked answer the server could not send makes the test's pass an accident.
  const mockProblems = takeMockProblems();
  if (mockProblems.length > 0) throw new Error(mockProblems.join('\n\n'));
});
