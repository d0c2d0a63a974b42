import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error.ts';
import { createRenderGate } from './render-gate.ts';

const later = () => {
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
};

describe('render gate', () => {
  it('refuses a second render for the same caller while the first runs (429)', async () => {
    const run = createRenderGate({ perKey: 1, total: 4, busyMessage: 'busy' });
    const first = later();
    const running = run('student-1', () => first.promise);
    await expect(run('student-1', async () => 'again')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    } satisfies Partial<AppError>);
    expect(await run('student-2', async () => 'other')).toBe('other');
    first.done();
    await running;
    expect(await run('student-1', async () => 'after')).toBe('after');
  });

  it('runs at most `total` at once in the process, the others in turn', async () => {
    const run = createRenderGate({ perKey: 1, total: 1, busyMessage: 'busy' });
    const order: string[] = [];
    const first = later();
    const a = run('a', async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = run('b', async () => {
      order.push('b starts');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['a starts']);
    first.done();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });
});
