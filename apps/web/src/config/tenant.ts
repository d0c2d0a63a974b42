/** Public identifiers of the deployment's organisation and institute, fixed at build time. */
export const ORG_TOKEN = import.meta.env.VITE_ORG_TOKEN ?? 'demo-org';
export const INSTITUTE_TOKEN = import.meta.env.VITE_INSTITUTE_TOKEN ?? 'demo-institute';
