import { SITE } from './tenant';

/**
 * The institute's name in the language shown (Hindi when it has one), as the page carries it
 * (decision 052): the top bar and the exam panel's header.
 */
export const siteName = (language: string) =>
  (language.startsWith('hi') && SITE.nameHi) || SITE.name;
