import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time, found from apps/server/ whether it runs from its sources
 * (src/*.ts through tsx) or from the production bundle (dist/server.mjs): both sit one level
 * below apps/server/, so one rule serves both.
 */
const serverRoot = new URL('../', import.meta.url);
const at = (relative: string) => fileURLToPath(new URL(relative, serverRoot));

export const MIGRATIONS_DIR = at('src/db/migrations');
export const DEMO_CONTENT_DIR = at('../../content/demo');
export const DEFAULT_WEB_DIST = at('../web/dist');
