import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPLICA_RETRY_AFTER_MS, withPrimaryFallback } from './pg-pools.ts';

/** A pool that answers with its own name, or fails as told. */
function fakePool(name: string) {
  const pool = {
    calls: 0,
    failWith: undefined as Error | undefined,
    async query() {
      pool.calls++;
      if (pool.failWith) throw pool.failWith;
      return { rows: [{ from: name }] };
    },
  };
  return pool;
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), {
  code: 'ECONNREFUSED',
});

describe('the replica pool falling back to the primary', () => {
  const setUp = () => {
    const replica = fakePool('replica');
    const primary = fakePool('primary');
    const clock = { now: 1_000 };
    const state = withPrimaryFallback(
      replica as unknown as pg.Pool,
      primary as unknown as pg.Pool,
      () => clock.now,
    );
    const read = async () =>
      ((await (replica as unknown as pg.Pool).query('select 1')) as { rows: { from: string }[] })
        .rows[0]?.from;
    return { replica, primary, clock, state, read };
  };

  it('reads the replica while it answers', async () => {
    const { primary, read } = setUp();
    expect(await read()).toBe('replica');
    expect(primary.calls).toBe(0);
  });

  it('asks the primary when the replica cannot be reached, then keeps off it for a while', async () => {
    const { replica, clock, state, read } = setUp();
    replica.failWith = refused;
    expect(await read()).toBe('primary');
    expect(state.fallbacks).toBe(1);
    replica.failWith = undefined;
    const tried = replica.calls;
    clock.now += REPLICA_RETRY_AFTER_MS - 1;
    expect(await read()).toBe('primary');
    expect(replica.calls).toBe(tried);
    clock.now += 1;
    expect(await read()).toBe('replica');
  });

  it('passes on an error of the statement itself: the primary would answer the same', async () => {
    const { replica, primary, read } = setUp();
    replica.failWith = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    await expect(read()).rejects.toThrow('relation "x" does not exist');
    expect(primary.calls).toBe(0);
  });

  it('falls back when the replica is shutting down (57P01) or the connection ends', async () => {
    const { replica, read, clock } = setUp();
    replica.failWith = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(await read()).toBe('primary');
    clock.now += REPLICA_RETRY_AFTER_MS;
    replica.failWith = new Error('Connection terminated unexpectedly');
    expect(await read()).toBe('primary');
  });
});
