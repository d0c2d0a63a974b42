import type { TSite } from '@exam/contracts/common/site';
import { SITE_ELEMENT_ID } from '@exam/contracts/common/site-element';
import { BRAND_NAME } from './app';
import { DEMO_TENANT } from './demo-tenant';

// The server writes valid JSON; no element (the Vite dev server, unit tests): the demo institute.
const written = JSON.parse(
  document.getElementById(SITE_ELEMENT_ID)?.textContent ?? 'null',
) as TSite | null;

/**
 * The institute this page is the site of, as the server wrote it into the page for the page's
 * host (decision 052): its tokens, sent on every call (DESIGN.md §5), and its branding.
 */
// Without a Hindi name, logo or colour (undefined reads as null here).
export const SITE: TSite = written ?? ({ ...DEMO_TENANT, name: BRAND_NAME } as TSite);

export const ORG_TOKEN = SITE.orgToken;
export const INSTITUTE_TOKEN = SITE.instituteToken;

/** The institute's logo, else the product's mark. */
export const SITE_LOGO = SITE.logoUrl ?? '/favicon.svg';
