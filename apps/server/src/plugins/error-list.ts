import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface ErrorBody {
  status: 0;
  errors: string[];
  errorList?: unknown;
}

export function isErrorBody(payload: unknown): payload is ErrorBody {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { status?: unknown }).status === 0 &&
    Array.isArray((payload as { errors?: unknown }).errors)
  );
}

/**
 * Decision 003 (SPEC §7/§8): the student calls read errors from `errorList [{ error }]`, so every
 * error body of the route folder that registers this plugin carries it beside `errors`.
 */
export const errorListPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) =>
    isErrorBody(payload) && !payload.errorList
      ? { ...payload, errorList: payload.errors.map((error) => ({ error })) }
      : payload,
  );
});
