import { matchPath } from 'react-router';

/**
 * SPEC §2/§6: the routes a student must be logged in for (the guard's rules are ours: DESIGN.md).
 * /exam/list/ and /testseries/ stay public: they are the catalogue anyone may browse. The quiz and
 * practice results follow their guarded screens.
 */
export const GUARDED_PATHS = [
  'studentProfile',
  'systemInstruction',
  'instruction',
  'exampanel',
  'settings',
  'schoolexam',
  'attempted/test',
  'quizlist',
  'quizresult',
  'practicelist',
  'practiceresult',
  'quiz',
  'practice',
  'submitexam',
  'submitquiz',
  'viewDetailedAnalysis',
] as const;

/** /login and /register show the home page with the dialog open on Login and Sign Up. */
export function authViewOf(pathname: string): 'login' | 'signUp' | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === '/login' ? 'login' : path === '/register' ? 'signUp' : null;
}

export const isGuardedPath = (pathname: string) =>
  GUARDED_PATHS.some((path) => matchPath({ path: `/${path}`, end: false }, pathname) !== null);
