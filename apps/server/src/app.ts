import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { DEFAULT_WEB_DIST } from './paths.ts';
import { authPlugin, type AuthOptions } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { registerHealth } from './plugins/health.ts';
import { metricsPlugin } from './metrics/plugin.ts';
import { databaseSources } from './metrics/sources.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { instituteSites } from './sites/institute-site.ts';
import { catalogueRoutes } from './routes/catalogue/routes.ts';
import { setsRoutes } from './routes/sets/routes.ts';
import { searchRoutes } from './routes/search/routes.ts';
import { studentRoutes } from './routes/students/routes.ts';
import { centreRoutes } from './routes/centres/routes.ts';
import { paperRoutes } from './routes/papers/routes.ts';
import { createPaperStore } from './routes/papers/store.ts';
import { attemptRoutes } from './routes/attempts/routes.ts';
import { resultRoutes } from './routes/results/routes.ts';
import { dueProcessRoutes } from './routes/due-process/routes.ts';
import { clockRules, type ClockRules } from './routes/attempts/clock.ts';
import { sweepAttempts } from './routes/attempts/sweep.ts';
import { quizRoutes } from './routes/quiz/routes.ts';
import { adminRoutes } from './routes/admin/routes.ts';
import { mediaRoutes } from './routes/admin/media/serve.ts';
import { mailPlugin, type MailOptions } from './password-reset/mail-plugin.ts';
import { readEnv } from './env.ts';
import type { SiteSettings } from './sites/institute-site.ts';
import { testClockRoutes } from './test-clock/routes.ts';

/** Many clients send `Content-Type: application/json` with no body on a body-less POST: treat it as none. */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  // A missing body validates as an empty object, so a body whose fields all have defaults may be left out.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });
}

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
  /** Reverse proxies in front of the app (see TRUST_PROXY_HOPS). */
  trustProxyHops?: number;
  /** How long catalogue listings are cached in the process (they change only on import). */
  catalogueCacheMs?: number;
  /** Token and login settings; each defaults to its environment variable (env.ts). */
  auth?: AuthOptions;
  /** The exam clock's thresholds; each defaults to its environment variable (CLOCK_*). */
  clock?: Partial<ClockRules>;
  /** E-mail and password reset links; each defaults to its environment variable. */
  mail?: MailOptions;
  /** How a request's host names its institute; each defaults to its environment variable. */
  sites?: SiteSettings;
  /** Test only: the end-to-end tests' clock call (TEST_CLOCK=1); never in a deployment. */
  testClock?: boolean;
  /** The token of Prometheus's /metrics (METRICS_TOKEN); without one, /metrics is not served. */
  metricsToken?: string | undefined;
}

const defaultWebDist = DEFAULT_WEB_DIST;

/** Builds the whole application as one Fastify instance; tests call it through inject(). */
export async function buildApp({
  database,
  logger = false,
  webDist = defaultWebDist,
  catalogueCacheMs = 5_000,
  trustProxyHops = 0,
  auth = {},
  clock = {},
  mail = {},
  sites = { baseDomain: readEnv().BASE_DOMAIN, defaultInstitute: readEnv().DEFAULT_INSTITUTE },
  testClock = readEnv().TEST_CLOCK === '1',
  metricsToken = readEnv().METRICS_TOKEN,
}: AppOptions) {
  const app = Fastify({
    logger,
    logController: new OneLineRequestLog(),
    bodyLimit: 256 * 1024,
    // Only believe X-Forwarded-For from the proxies we were told about: rate limits key on the address.
    trustProxy: (_address: string, hop: number) => hop < trustProxyHops,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);

  app.decorate('siteSettings', sites);
  app.decorate('hostSites', instituteSites(database.db, sites));
  registerHealth(app, database);
  await app.register(metricsPlugin, { token: metricsToken, sources: databaseSources(database) });

  // Papers are cached per content version; the version is re-read at most every catalogueCacheMs.
  const papers = createPaperStore(database.readDb, { versionTtlMs: catalogueCacheMs });
  const rules = clockRules(clock);
  app.decorate('sweepAttempts', () => sweepAttempts(database.db, rules, papers));

  await app.register(async (api) => {
    await api.register(tenancyPlugin);
    await api.register(authPlugin, auth);
    await api.register(staffAuthPlugin, auth);
    await api.register(mailPlugin, mail);
    await api.register(catalogueRoutes, { cacheMs: catalogueCacheMs });
    await api.register(setsRoutes, { cacheMs: catalogueCacheMs });
    await api.register(searchRoutes);
    await api.register(studentRoutes);
    await api.register(centreRoutes);
    await api.register(paperRoutes, { papers });
    await api.register(attemptRoutes, { papers, rules });
    await api.register(quizRoutes, { papers });
    // A rank is read from the set's scores at most a second old (decision 030).
    const rankCacheMs = Math.min(catalogueCacheMs, 1_000);
    await api.register(resultRoutes, { papers, rules, rankCacheMs });
    await api.register(dueProcessRoutes, { papers, rules, rankCacheMs });
    await api.register(adminRoutes, { papers, rules, rankCacheMs });
    if (testClock) await api.register(testClockRoutes);
  });

  // Images are content-addressed and unguessable: served without tenancy headers or a token.
  await app.register(mediaRoutes);
  // Its pages carry catalogue answers (decision 029): no older than the catalogue's own cache.
  await app.register(webAppPlugin, {
    root: webDist,
    cacheMs: Math.min(catalogueCacheMs, 1_000),
    sites,
  });
  return app;
}
