import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { OWN_NAMES } from '../src/lib/i18n/own-names';

/**
 * The language toggle's हिन्दी in a face of its own: Noto Sans Devanagari 400 cut down to the
 * glyphs (and shaping rules) of that one word, under 1 KB, inlined in the stylesheet. An English
 * page then draws the toggle without fetching the 51 KB font (decision 029). Committed; run this
 * file again (npx tsx apps/web/build/hindi-label-font.ts) when the label or @fontsource changes:
 * hindi-label-font.test.ts fails until then.
 */
export const LABEL_FONT = fileURLToPath(
  new URL('../src/assets/fonts/hindi-label.woff2', import.meta.url),
);

export async function hindiLabelFont() {
  const source = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  );
  return subsetFont(await readFile(source), OWN_NAMES.hi, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(LABEL_FONT, await hindiLabelFont());
  console.log(`Wrote ${LABEL_FONT}`);
}
