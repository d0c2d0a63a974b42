import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { catalogueRoutes } from './routes/catalogue/routes.ts';
import { setsRoutes } from './routes/sets/routes.ts';
import { searchRoutes } from './routes/search/routes.ts';

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application as one Fastify instance; tests call it through inject(). */
export async function buildApp({ database, logger = false, webDist = defaultWebDist }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);

  app.get('/health', { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: database.kind,
  }));

  await app.register(async (api) => {
    await api.register(tenancyPlugin);
    await api.register(catalogueRoutes);
    await api.register(setsRoutes);
    await api.register(searchRoutes);
  });

  await app.register(webAppPlugin, { root: webDist });
  return app;
}
