import type { FastifyInstance } from 'fastify';

/** A call of a page's first screen, as the web build lists it (apps/web/build/first-data.ts). */
export interface FirstDataCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The public tokens of the page's institute (DESIGN.md §5), as its app calls the API with them. */
export interface PageTenant {
  orgToken: string;
  instituteToken: string;
}

interface Answered extends FirstDataCall {
  response: unknown;
}

const API_PATH = /^\/v2\/api\/cbt\/[\w/-]+$/;

/** Only the API's own paths, with a method and a JSON body: nothing else is replayed. */
export function isFirstDataCall(value: unknown): value is FirstDataCall {
  const call = value as Partial<FirstDataCall> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    (call.method === 'GET' || call.method === 'POST') &&
    typeof call.path === 'string' &&
    API_PATH.test(call.path)
  );
}

/** The HTML should not wait on a slow database: a late answer is left to the browser to fetch. */
const WAIT_MS = 250;

/**
 * Answers a page's calls through the application's own routes, as the page's script would make
 * them (the institute's tenant headers, the same tenancy, cache and response contracts), so the page
 * carries its first data (decision 029). A call that fails or is late is left out.
 */
export async function answerCalls(
  app: FastifyInstance,
  calls: readonly FirstDataCall[],
  tenant: PageTenant,
  waitMs = WAIT_MS,
): Promise<Answered[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const answers = await Promise.all(
    calls.map((call) => Promise.race([answer(app, call, tenant), late])),
  );
  clearTimeout(timer);
  return answers.filter((a): a is Answered => a !== null);
}

async function answer(app: FastifyInstance, call: FirstDataCall, tenant: PageTenant) {
  try {
    const res = await app.inject({
      method: call.method,
      url: call.path,
      headers: {
        'x-org-token': tenant.orgToken,
        'x-institute-token': tenant.instituteToken,
        ...(call.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(call.body !== undefined && { payload: JSON.stringify(call.body) }),
    });
    if (res.statusCode !== 200) return null;
    const envelope = res.json<{ status?: number; response?: unknown }>();
    return envelope.status === 1 ? { ...call, response: envelope.response } : null;
  } catch {
    return null;
  }
}

/**
 * The answers as a JSON data block (never run as script, so the page's CSP is unchanged). Every
 * `<` is escaped: content such as an exam's HTML description cannot end the element.
 */
export const firstDataElement = (answered: readonly Answered[]) =>
  `<script id="first-data" type="application/json">${JSON.stringify(answered).replace(
    /</g,
    '\\u003c',
  )}</script>`;
