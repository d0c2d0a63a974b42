/**
 * The id of the page's element that carries its site (common/site.ts). Apart from the schema, so
 * the web app's entry reads it without loading zod.
 */
export const SITE_ELEMENT_ID = 'site';
