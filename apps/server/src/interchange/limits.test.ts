import { describe, expect, it } from 'vitest';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { IMPORT_MAX_FILE_BYTES } from './limits.ts';
import { parseQuestionFile } from './parse.ts';

/** A zip whose `bomb` entry inflates to `megabytes` MB of zeros, written in 1 MB pushes. */
async function zipBomb(firstEntries: Record<string, string>, bombName: string, megabytes: number) {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, text] of Object.entries(firstEntries)) {
    const entry = new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  const bomb = new ZipDeflate(bombName, { level: 9 });
  zip.add(bomb);
  const zeros = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < megabytes; i += 1) {
    bomb.push(zeros, i === megabytes - 1);
    // Let the test runner's own messages through while the bomb is built.
    await new Promise((resolve) => setImmediate(resolve));
  }
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const memory = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe('bounded work', () => {
  it('a spreadsheet that inflates to 100 MB is refused with its memory bounded', async () => {
    const bomb = await zipBomb(
      { '[Content_Types].xml': '<Types/>' },
      'xl/worksheets/sheet1.xml',
      100,
    );
    expect(bomb.byteLength).toBeLessThan(IMPORT_MAX_FILE_BYTES);
    globalThis.gc?.();
    const before = memory();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, memory())), 5);
    const { report } = await parseQuestionFile('bomb.xlsx', bomb);
    clearInterval(timer);
    peak = Math.max(peak, memory());
    expect(report.errors).toEqual([
      { place: 'file', message: expect.stringMatching(/^is refused: it unpacks to more than/) },
    ]);
    // What it inflated passed through in small chunks: the memory grows by a fraction of the
    // 100 MB it unpacks to (before issue 28, an 8.4 MB workbook took the server up by 1.9 GB).
    expect(peak - before).toBeLessThan(48 * 1024 * 1024);
  });

  it('a QTI package of too many files, or too far inflated, is refused', async () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 5_001 }, (_, i) => [`f${i}.txt`, strToU8('x')])),
    );
    expect((await parseQuestionFile('many.zip', many)).report.errors[0]?.message).toBe(
      'is refused: it holds more than 5000 files',
    );
    const bomb = await zipBomb({ 'imsmanifest.xml': '<manifest/>' }, 'items/a.xml', 80);
    expect((await parseQuestionFile('bomb.zip', bomb)).report.errors[0]?.message).toMatch(
      /^is refused: it unpacks to more than/,
    );
  });

  it('a file over the size limit is refused before it is read', async () => {
    const big = new Uint8Array(IMPORT_MAX_FILE_BYTES + 1);
    const { report } = await parseQuestionFile('big.gift', big);
    expect(report.errors).toEqual([
      { place: 'file', message: 'is larger than 10 MB, the most one import reads' },
    ]);
  });

  it('a billion-laughs file is refused, not imported as "&lol9;"', async () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let i = 1; i < 10; i += 1)
      entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    const xml =
      `<?xml version="1.0"?><!DOCTYPE quiz [${entities.join('')}]><quiz><question type="truefalse">` +
      '<questiontext><text>&lol9;</text></questiontext><answer fraction="100"><text>true</text></answer>' +
      '<answer fraction="0"><text>false</text></answer></question></quiz>';
    const { report } = await parseQuestionFile('lol.xml', strToU8(xml));
    expect(report.items).toEqual([]);
    expect(report.errors[0]?.message).toMatch(/declares XML entities/);
  });
});
