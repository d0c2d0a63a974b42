import type { InjectOptions } from 'fastify';
import type { Harness } from './harness.ts';

export const tenantHeaders = (org = 'test-org', institute = 'test-institute') => ({
  'x-org-token': org,
  'x-institute-token': institute,
});

/** Calls the app as a client of the given tenant would; returns status and parsed body. */
export async function call(
  harness: Harness,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await harness.app.inject({
    method,
    url,
    headers: options.headers ?? tenantHeaders(),
    ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
