import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

interface Rule {
  /** Attempts allowed per minute for one key. */
  max: number;
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler that counts attempts under each rule (@fastify/rate-limit's store, one minute
 * windows, per process) and refuses with 429 in our error envelope once any rule is exceeded.
 * It runs after validation, so a rule may key on the parsed body.
 */
export function attemptLimit(app: FastifyInstance, message: string, rules: Rule[]) {
  const checks = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: 60_000, keyGenerator: rule.key }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('TOO_MANY_REQUESTS', message);
      }
    }
  };
}
