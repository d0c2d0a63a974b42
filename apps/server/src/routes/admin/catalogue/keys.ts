import { and, eq, like } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../bank/store.ts';
import { AppError } from '../../../lib/app-error.ts';

/** A URL-safe key from a name: 'SSC CGL Tier 1' → 'ssc-cgl-tier-1'. */
export function slugOf(name: string, fallback: string) {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * The key of a new row: the one given (409 when the organisation already uses it), or one made
 * from the name with -2, -3, … added until it is free.
 */
export async function freeKey(
  tx: Tx,
  table: PgTable,
  columns: { orgId: PgColumn; key: PgColumn },
  orgId: number,
  wanted: { key?: string; name: string; fallback: string },
) {
  const taken = async (key: string) => {
    const rows = await tx
      .select({ key: columns.key })
      .from(table)
      .where(and(eq(columns.orgId, orgId), like(columns.key, `${key}%`)));
    return new Set(rows.map((r) => String(r.key)));
  };
  if (wanted.key) {
    if ((await taken(wanted.key)).has(wanted.key)) {
      throw new AppError('CONFLICT', `The key ${wanted.key} is already in use.`, 'body.key');
    }
    return wanted.key;
  }
  const base = slugOf(wanted.name, wanted.fallback);
  const used = await taken(base);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
