/**
 * The carousel's loop needs more slides than fit in one view (4 on wide screens) plus one; a small
 * catalogue is repeated until there are at least `minimum` slides so the loop still wraps.
 */
export function repeatToFill<T>(items: readonly T[], minimum: number): T[] {
  if (items.length === 0) return [];
  const filled = [...items];
  while (filled.length < minimum) filled.push(...items);
  return filled;
}
