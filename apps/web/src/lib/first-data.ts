import type { API } from '@exam/contracts/api';

type Endpoint = (typeof API)[keyof typeof API];

/** An API answer the server put in the page: `response` of the call's success envelope. */
interface Answered {
  method: string;
  path: string;
  body?: unknown;
  response: unknown;
}

/** The element plugins/web-app.ts writes; the service worker's index.html has none. */
export const FIRST_DATA_ID = 'first-data';

let answered: Answered[] | undefined;

function readPage(): Answered[] {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID);
  try {
    const parsed: unknown = JSON.parse(text?.textContent ?? '[]');
    return Array.isArray(parsed) ? (parsed as Answered[]) : [];
  } catch {
    return [];
  }
}

/** Plain objects with their keys in order, so `{ size, page }` matches `{ page, size }`. */
const canonical = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * Query options that start a query with the answer the server put in the page, when it did
 * (decision 029): the first screen renders with its data instead of after its calls. The answer
 * is as old as the page, so the query's staleTime runs from the page's load.
 */
export function firstData<T>(endpoint: Endpoint, body?: unknown) {
  const find = () => {
    answered ??= readPage();
    const key = canonical(body);
    return answered.find(
      (a) => a.method === endpoint.method && a.path === endpoint.path && canonical(a.body) === key,
    );
  };
  return {
    initialData: () => find()?.response as T | undefined,
    initialDataUpdatedAt: () => (find() ? performance.timeOrigin : undefined),
  };
}

/** Tests: read the page again. */
export function forgetFirstData() {
  answered = undefined;
}
