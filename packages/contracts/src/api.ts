import { CATALOGUE_API } from './api-catalogue.ts';
import { EXAM_API } from './api-exam.ts';

/**
 * Method and path of every endpoint, free of zod so the web app can import it without the schemas.
 * The endpoint contracts (feature folders) spread these; the web client calls through them. The
 * home page's own calls import CATALOGUE_API alone (decision 021's budget).
 */
export const API = { ...CATALOGUE_API, ...EXAM_API } as const;

export type ApiName = keyof typeof API;
