import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../scripts/node-flags.mjs';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The node command line of each way the production server is started outside scripts/start.mjs. */
const commands = {
  Dockerfile: () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    return cmd ? (JSON.parse(cmd) as string[]) : [];
  },
  'the server workspace start script': () =>
    (
      JSON.parse(read('apps/server/package.json')) as { scripts: { start: string } }
    ).scripts.start.split(' '),
};

describe('the production server is started with the same Node flags everywhere (decision 031)', () => {
  it.each(Object.entries(commands))('%s', (_name, command) => {
    const args = command();
    expect(args[0]).toBe('node');
    expect(args.slice(1, -1)).toEqual([...serverNodeFlags]);
    expect(args.at(-1)).toMatch(/dist\/server\.mjs$/);
  });
});
