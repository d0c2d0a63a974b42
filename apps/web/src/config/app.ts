export const BRAND_NAME = 'ExamPrep';

/** SPEC §9 / decision 002: each home carousel shows one page of six exams. */
export const HOME_CAROUSEL_PAGE_SIZE = 6;
/** SPEC §2: /testseries/ shows 20 exams per page. */
export const TEST_SERIES_PAGE_SIZE = 20;
/** The largest page the API serves; /exam and /exam/list/ show the first one. */
export const ALL_EXAMS_PAGE_SIZE = 100;
/** The search API refuses shorter queries. */
export const SEARCH_MIN_LENGTH = 2;
