import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@exam/contracts/common/endpoint';
import { ZErrorResponse } from '@exam/contracts/common/envelope';
import { AppError } from './app-error.ts';
import { findInputProblem } from './input-shape.ts';

/** Runs before the contract's own validation: a NUL or a too deep nesting is a 400 naming where. */
export async function refuseHostileShapes(request: FastifyRequest) {
  const problem =
    findInputProblem(request.params, 'params') ??
    findInputProblem(request.query, 'querystring') ??
    findInputProblem(request.body, 'body');
  if (problem) {
    throw new AppError('BAD_REQUEST', `${problem.field} ${problem.message}`, problem.field);
  }
}

type Input<E extends Endpoint, K extends keyof Endpoint> = E[K] extends z.ZodType
  ? z.infer<E[K]>
  : undefined;

export interface EndpointRequest<E extends Endpoint> extends FastifyRequest {
  params: Input<E, 'params'>;
  query: Input<E, 'querystring'>;
  body: Input<E, 'body'>;
}

/** A contract's summary, tags and input schemas, each only when the contract has it. */
function inputsOf<E extends Endpoint>(endpoint: E) {
  return {
    summary: endpoint.summary,
    tags: endpoint.tags,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.querystring && { querystring: endpoint.querystring }),
    ...(endpoint.body && { body: endpoint.body }),
  } as Pick<Endpoint, 'summary' | 'tags'> & {
    params: E['params'];
    querystring: E['querystring'];
    body: E['body'];
  };
}

/** The Fastify schema of a contract: its inputs, its answer and the error envelope. */
export const contractSchema = <E extends Endpoint>(endpoint: E) => ({
  ...inputsOf(endpoint),
  response: { 200: endpoint.response, '4xx': ZErrorResponse, '5xx': ZErrorResponse },
});

/** The Fastify schema of a contract that answers a file: its inputs and the error envelope. */
export const downloadSchema = <E extends Endpoint>(endpoint: E) => ({
  ...inputsOf(endpoint),
  response: { '4xx': ZErrorResponse, '5xx': ZErrorResponse },
});

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
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: contractSchema(endpoint),
    preValidation: refuseHostileShapes,
    handler: (request, reply) => handler(request as EndpointRequest<E>, reply),
  });
}
