import type { TSite } from '@exam/contracts/common/site';
import { SITE_ELEMENT_ID } from '@exam/contracts/common/site-element';
import { BRAND_NAME } from './app';
import { DEMO_TENANT } from './demo-tenant';

const DEMO_SITE: TSite = {
  ...DEMO_TENANT,
  name: BRAND_NAME,
  nameHi: null,
  logoUrl: null,
  brandColour: null,
};

/**
 * The institute this page is the site of, as the server wrote it into the page for the page's
 * host (decision 048). Without it (the Vite dev server, unit tests) the demo institute.
 */
function readSite(): TSite {
  try {
    const text = document.getElementById(SITE_ELEMENT_ID)?.textContent ?? '';
    const site = JSON.parse(text) as TSite;
    if (site.orgToken && site.instituteToken) return site;
  } catch {
    // No site in the page: the demo institute.
  }
  return DEMO_SITE;
}

export const SITE = readSite();

/** Public identifiers of the page's organisation and institute (DESIGN.md §5), sent on every call. */
export const ORG_TOKEN = SITE.orgToken;
export const INSTITUTE_TOKEN = SITE.instituteToken;

/** The institute's name in the language shown (Hindi when it has one). */
export const siteName = (language: string) =>
  language.startsWith('hi') && SITE.nameHi ? SITE.nameHi : SITE.name;

/** The institute's logo, else the product's mark. */
export const SITE_LOGO = SITE.logoUrl ?? '/favicon.svg';
