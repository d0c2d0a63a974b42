import { SITE } from './tenant';

/**
 * The institute's name in the language shown (Hindi when it has one). Apart from tenant.ts so the
 * home page's entry does not carry it (its budget, decision 021): the top bar shows SITE.name.
 */
export const siteName = (language: string) =>
  (language.startsWith('hi') && SITE.nameHi) || SITE.name;
