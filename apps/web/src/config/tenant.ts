import { DEMO_TENANT } from './demo-tenant';

/** Public identifiers of the deployment's organisation and institute, fixed at build time. */
export const ORG_TOKEN = import.meta.env.VITE_ORG_TOKEN ?? DEMO_TENANT.orgToken;
export const INSTITUTE_TOKEN = import.meta.env.VITE_INSTITUTE_TOKEN ?? DEMO_TENANT.instituteToken;
