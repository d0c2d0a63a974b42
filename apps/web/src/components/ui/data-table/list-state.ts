import type { z } from 'zod';

/** A list page's query schema: every key optional or defaulted, so `{}` parses. */
export type ListSchema = z.ZodObject;

/** A change to the list state: a value, or undefined / '' / null for "back to the default". */
export type ListChanges<S extends ListSchema> = {
  [K in keyof z.input<S>]?: string | number | boolean | null | undefined;
};

/**
 * The list state an address carries, parsed with the endpoint's query schema. A value the schema
 * refuses (page=abc, an unknown sort) is dropped and its default used instead; it never throws.
 */
export function parseListState<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  // Each round drops the keys the schema complained about; at worst every key is gone.
  for (let round = 0; round <= Object.keys(schema.shape).length; round += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const before = Object.keys(raw).length;
    for (const key of bad) delete raw[key];
    if (Object.keys(raw).length === before) break;
  }
  return schema.parse({});
}

/** The schema's defaults, as strings: what the address leaves out. */
export function listDefaults(schema: ListSchema): Record<string, string> {
  const defaults = schema.parse({}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(defaults)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The address after `changes`: only values that differ from the schema's defaults are written,
 * and parameters that are not the list's (a tab, a link's setId) are kept as they are.
 */
export function writeListState<S extends ListSchema>(
  schema: S,
  current: URLSearchParams,
  changes: ListChanges<S>,
): URLSearchParams {
  const defaults = listDefaults(schema);
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '' || text === defaults[key]) next.delete(key);
    else next.set(key, text);
  }
  return next;
}
