import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@exam/contracts/common/endpoint';
import { ZErrorResponse } from '@exam/contracts/common/envelope';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@exam/contracts/common/nul-character';
import { AppError } from './app-error.ts';

/** Runs before the contract's own validation: a NUL anywhere in the input is a 400 naming where. */
async function refuseNulCharacters(request: FastifyRequest) {
  const field =
    findNulCharacter(request.params, 'params') ??
    findNulCharacter(request.query, 'querystring') ??
    findNulCharacter(request.body, 'body');
  if (field) throw new AppError('BAD_REQUEST', `${field} ${NUL_CHARACTER_MESSAGE}`, field);
}

type Input<E extends Endpoint, K extends keyof Endpoint> = E[K] extends z.ZodType
  ? z.infer<E[K]>
  : undefined;

export interface EndpointRequest<E extends Endpoint> extends FastifyRequest {
  params: Input<E, 'params'>;
  query: Input<E, 'querystring'>;
  body: Input<E, 'body'>;
}

/**
 * Registers the handler of a contract: its method, path and schemas come from packages/contracts,
 * so the server validates every input with them and the OpenAPI document is generated from them.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<z.input<E['response']>>,
  options: Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler'> = {},
) {
  const schema = {
    summary: endpoint.summary,
    tags: endpoint.tags,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.querystring && { querystring: endpoint.querystring }),
    ...(endpoint.body && { body: endpoint.body }),
    response: { 200: endpoint.response, '4xx': ZErrorResponse, '5xx': ZErrorResponse },
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    preValidation: refuseNulCharacters,
    handler: (request, reply) => handler(request as EndpointRequest<E>, reply),
  });
}
