/** The demo organisation and institute (DESIGN.md §4): the tenant of a build that names none. */
export const DEMO_TENANT = { orgToken: 'demo-org', instituteToken: 'demo-institute' } as const;
