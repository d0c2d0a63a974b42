import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hindiLabelFont, LABEL_FONT } from './hindi-label-font';

describe('the Hindi label font', () => {
  it('is the one the label and the installed font make (run the script again if not)', async () => {
    const made = await hindiLabelFont();
    expect(made.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Inlined in the stylesheet: Vite inlines assets under 4 KB.
    expect(made.length).toBeLessThan(4096);
    expect(Buffer.compare(made, readFileSync(LABEL_FONT))).toBe(0);
  });
});
