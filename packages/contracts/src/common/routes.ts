/** The methods an endpoint may have. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The method and path written as one string: `POST /v2/api/cbt/student/submit`. */
export type RouteText = `${Method} /${string}`;

/** The method and path of `'POST /v2/…'`, as the literal types the endpoint contracts spread. */
export type Route<S extends RouteText> = S extends `${infer M extends Method} ${infer P}`
  ? { readonly method: M; readonly path: P }
  : never;

/**
 * A table of method and path by endpoint name, written one line a route
 * (`submitAttempt: 'POST /v2/api/cbt/student/submit'`). Free of zod, like the tables it builds.
 */
export function routes<const T extends Record<string, RouteText>>(
  table: T,
): { readonly [K in keyof T]: Route<T[K]> } {
  const entries = Object.entries(table).map(([name, text]) => {
    const space = text.indexOf(' ');
    return [name, { method: text.slice(0, space), path: text.slice(space + 1) }];
  });
  return Object.fromEntries(entries) as { readonly [K in keyof T]: Route<T[K]> };
}
