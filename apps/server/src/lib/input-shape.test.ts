import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  MAX_INPUT_DEPTH,
  NUL_CHARACTER_MESSAGE,
  TOO_DEEP_MESSAGE,
} from './input-shape.ts';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('findInputProblem', () => {
  it('accepts ordinary input', () => {
    expect(findInputProblem({ name: 'Asha', options: [{ textEn: 'x' }], n: 1 }, 'body')).toBeNull();
  });

  it('names the string holding a NUL, and a key holding one', () => {
    expect(
      findInputProblem({ options: [{ textEn: 'ok' }, { textEn: 'a\u0000b' }] }, 'body'),
    ).toEqual({ field: 'body.options.1.textEn', message: NUL_CHARACTER_MESSAGE });
    expect(findInputProblem({ inner: { 'k\u0000': 1 } }, 'body')).toEqual({
      field: 'body.inner',
      message: NUL_CHARACTER_MESSAGE,
    });
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses one more`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses 100,000 levels without running out of stack', () => {
    const problem = findInputProblem(
      JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      'body',
    );
    expect(problem?.message).toBe(TOO_DEEP_MESSAGE);
    expect(problem?.field).toBe(`body${'.0'.repeat(MAX_INPUT_DEPTH)}`);
  });
});
