/**
 * Awaits lazy queries one after another. Inside a transaction every query goes through one
 * connection, which takes one query at a time: Promise.all over them is deprecated by node-postgres
 * (and refused from pg 9 on).
 */
export async function inOrder<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
