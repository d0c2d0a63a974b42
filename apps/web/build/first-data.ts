import { HOME_CAROUSEL_PAGE_SIZE } from '../src/config/app';

/** An API call whose answer the server may put in a page (decision 029). */
export interface FirstDataCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * The catalogue a first screen starts with, as features/catalogue/api (get-categories.ts,
 * get-exams-page.ts) asks for it. The paths mirror the contracts' (which Node cannot load while it
 * reads the build's config); first-data.test.ts holds them to it.
 */
const CATEGORIES: FirstDataCall = { method: 'POST', path: '/v2/api/cbt/exam/category/get/all' };
const homeExams = (page: number): FirstDataCall => ({
  method: 'POST',
  path: '/v2/api/cbt/exam/get/all/with/pagination',
  body: { page, size: HOME_CAROUSEL_PAGE_SIZE },
});

/** The paths that show the home carousels (src/app/router.tsx). */
export const HOME_PATHS = ['/', '/home', '/login', '/register'];
/** Paths outside the site's chrome (no category bar): the exam panel's own screen. */
const WITHOUT_CHROME = new Set(['/exampanel']);

/** The calls of a path's first screen: the home page's carousels, the chrome's category bar. */
export function firstDataCalls(path: string): FirstDataCall[] {
  if (HOME_PATHS.includes(path)) return [CATEGORIES, homeExams(0), homeExams(1)];
  return WITHOUT_CHROME.has(path) ? [] : [CATEGORIES];
}
