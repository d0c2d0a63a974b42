import { describe, expect, it } from 'vitest';
import { savedName } from './imports-api';

describe('the name a staff download is saved under', () => {
  it('takes the UTF-8 name when the server gives one, else the plain one', () => {
    expect(
      savedName(
        `attachment; filename="main-results-2026.csv"; filename*=UTF-8''main-results-%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4%202026.csv`,
      ),
    ).toBe('main-results-गणित 2026.csv');
    expect(savedName('attachment; filename="main-passwords.csv"')).toBe('main-passwords.csv');
    expect(savedName('')).toBe('download');
  });

  it('never saves into another folder, and falls back on a malformed UTF-8 name', () => {
    expect(
      savedName(`attachment; filename="b-merit-x.csv"; filename*=UTF-8''b-merit-a%2Fb.csv`),
    ).toBe('b-merit-a-b.csv');
    expect(savedName(`attachment; filename="plain.csv"; filename*=UTF-8''bad%E0%A4.csv`)).toBe(
      'plain.csv',
    );
  });
});
