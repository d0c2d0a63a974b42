import { describe, expect, it } from 'vitest';
import { scorecardDocument } from './text.ts';
import { drawBandLogo, fitLine } from './logo.ts';
import { LOGO_PNG } from '../../../../test/logos.ts';

const LEFT = 48;
const textAfter = (mimeType: string, bytes: Buffer | string) =>
  drawBandLogo(scorecardDocument({}), { mimeType, bytes: Buffer.from(bytes) }, LEFT, 92);

describe("the institute's logo in a PDF heading", () => {
  it('fits the logo to 40pt high or 120pt wide, keeping its shape, and starts the text 12pt after', () => {
    // 2×1 → 80×40.
    expect(textAfter('image/png', LOGO_PNG)).toBe(LEFT + 80 + 12);
    // An SVG of 300×50 → 120×20 (the width decides).
    const wide =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 50"><rect width="300" height="50"/></svg>';
    expect(textAfter('image/svg+xml', wide)).toBe(LEFT + 120 + 12);
  });

  it('leaves the text at the left when there is no logo or it cannot be shown', () => {
    expect(drawBandLogo(scorecardDocument({}), null, LEFT, 92)).toBe(LEFT);
    expect(textAfter('image/png', 'not a png')).toBe(LEFT);
    expect(textAfter('image/gif', 'GIF89a')).toBe(LEFT);
  });

  it('cuts a heading with an ellipsis to the width beside the logo', () => {
    const fiveEach = (text: string) => text.length * 5;
    expect(fitLine('Score Card · Main institute', 200, fiveEach)).toBe(
      'Score Card · Main institute',
    );
    expect(fitLine('Score Card · Main institute', 60, fiveEach)).toBe('Score Card…');
  });
});
