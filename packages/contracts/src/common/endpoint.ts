import type { z } from 'zod';

/** One endpoint of the API: the single source of its method, path and shapes. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path, e.g. /v2/api/cbt/exam/get/all/by/categoryId/:id */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E) => endpoint;

/** Fills `:name` placeholders of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

/** The body a successful call returns. */
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
/** The body a call sends. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
