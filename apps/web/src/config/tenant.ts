import { SITE_ELEMENT_ID, type TSite } from '@exam/contracts/common/site';
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
  const text =
    typeof document === 'undefined' ? null : document.getElementById(SITE_ELEMENT_ID)?.textContent;
  if (!text) return DEMO_SITE;
  try {
    const site = JSON.parse(text) as Partial<TSite>;
    const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
    if (!isText(site.orgToken) || !isText(site.instituteToken) || !isText(site.name))
      return DEMO_SITE;
    return {
      orgToken: site.orgToken as string,
      instituteToken: site.instituteToken as string,
      name: site.name as string,
      nameHi: isText(site.nameHi) ? (site.nameHi as string) : null,
      logoUrl: isText(site.logoUrl) ? (site.logoUrl as string) : null,
      brandColour: isText(site.brandColour) ? (site.brandColour as string) : null,
    };
  } catch {
    return DEMO_SITE;
  }
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
