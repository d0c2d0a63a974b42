import { z } from 'zod';

/**
 * PostgreSQL's integer (int4), the type of every id column and most counts: no whole number a
 * client sends may exceed it, or the database would refuse the statement instead of the contract
 * refusing the field.
 */
export const INT4_MAX = 2_147_483_647;

/** PostgreSQL's smallint: school classes, option numbers, attempt limits. */
export const INT2_MAX = 32_767;

/** A whole number within a range (at most INT4_MAX), with messages a person can act on. */
export const whole = (min: number, max = INT4_MAX) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(min, min === 0 ? 'must not be negative' : `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** An id inside a JSON body (a path or query id is ZId, coerced from text). */
export const ZBodyId = whole(1);
