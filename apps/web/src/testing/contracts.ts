import type { z } from 'zod';
import type { Endpoint } from '@exam/contracts/common/endpoint';
import { ZErrorResponse } from '@exam/contracts/common/envelope';

// Every endpoint contract, found by shape so a new one is checked without being listed here.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contracts/src/**/*.ts', '!**/*.test.ts'],
  { eager: true },
);

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  placeholders: number;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).response?.safeParse === 'function';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes: Route[] = [
  ...new Set(
    Object.values(modules).flatMap((exports) => Object.values(exports).filter(isEndpoint)),
  ),
]
  .map((endpoint) => ({
    endpoint,
    pattern: new RegExp(
      `^${endpoint.path
        .split(/(:\w+)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('')}$`,
    ),
    placeholders: endpoint.path.split(':').length - 1,
  }))
  // A literal path wins over a placeholder that would match it too.
  .sort((a, b) => a.placeholders - b.placeholders);

/** The contract of "METHOD /path" (a path with its values filled in), if the API has one. */
export function contractOf(method: string, path: string): Endpoint | undefined {
  return routes.find((route) => route.endpoint.method === method && route.pattern.test(path))
    ?.endpoint;
}

/**
 * Why the server could not send `body` for this endpoint: a success body against the endpoint's
 * response schema (and no key the schema does not know), an error body against the error envelope.
 * Undefined when it could.
 */
export function shapeProblem(endpoint: Endpoint, body: unknown, success: boolean) {
  const schema: z.ZodType = success ? endpoint.response : ZErrorResponse;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return parsed.error.issues
      .map((issue) => `${pathText(issue.path)}: ${issue.message}`)
      .join('\n');
  // An error body may carry more than the envelope (a publish's `missing`, a start's `window`).
  if (!success) return undefined;
  const unknown = unknownKeys(body, parsed.data, []);
  if (unknown.length > 0) return `${unknown.join(', ')}: not in the contract`;
  return undefined;
}

/** Keys of `sent` that parsing dropped: a mock with fields the server never sends. */
function unknownKeys(sent: unknown, kept: unknown, at: PropertyKey[]): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, index) => unknownKeys(item, kept[index], [...at, index]));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in kept ? unknownKeys(sent[key], kept[key], [...at, key]) : [pathText([...at, key])],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const pathText = (path: PropertyKey[]) =>
  path.length === 0 ? '(body)' : path.map((part) => String(part)).join('.');
