import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from '../woff.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: 'devanagari' | 'latin', weight: 400 | 600) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );
/** Noto Sans Devanagari, split by @fontsource into a Devanagari and a Latin file per weight. */
const FONT_FILES = {
  deva: fontFile('devanagari', 400),
  devaBold: fontFile('devanagari', 600),
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 600),
};
export type FontName = keyof typeof FONT_FILES;

/**
 * Each font's bytes and one parsed fontkit font per process. pdfkit parses a font anew for every
 * document, and the first shaping of Devanagari (reading its GSUB/GPOS tables) costs ~0.4 s a
 * font; the shared, already-warm fontkit font is handed to each document's embedded font instead
 * (pdfkit keeps it as `font`, with the `subset` it embeds), which makes a scorecard ~5× faster.
 */
let fonts: Map<FontName, { bytes: Buffer; shared: fontkit.Font }> | undefined;
function loadFonts() {
  fonts ??= new Map(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const bytes = woffToSfnt(readFileSync(file));
      return [name as FontName, { bytes, shared: fontkit.create(bytes) as fontkit.Font }];
    }),
  );
  return fonts;
}

export type Doc = InstanceType<typeof PDFDocument>;
interface EmbeddedFontInternals {
  font?: unknown;
  subset?: unknown;
}
const swapped = new WeakMap<Doc, Set<FontName>>();

/** Selects a font in the document, reusing the process's parsed copy when pdfkit allows. */
export function useFont(doc: Doc, name: FontName) {
  doc.font(name);
  const done = swapped.get(doc) ?? new Set<FontName>();
  swapped.set(doc, done);
  if (done.has(name)) return;
  done.add(name);
  const shared = loadFonts().get(name)?.shared;
  const embedded = (doc as unknown as { _font?: EmbeddedFontInternals })._font;
  if (shared && embedded && 'font' in embedded && 'subset' in embedded) {
    embedded.font = shared;
    embedded.subset = shared.createSubset();
  }
}

/** Devanagari, Vedic Extensions and Devanagari Extended. */
const DEVANAGARI_BLOCKS = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
] as const;
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_BLOCKS.some(([from, to]) => code >= from && code <= to);
};
/** Spaces and the zero-width (non-)joiners stay in the run they are in. */
const joins = (char: string) => char === '\u200C' || char === '\u200D' || /\s/.test(char);

/** Splits text into runs of Devanagari and of everything else (each font file has one script). */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const deva = isDevanagari(char);
    if (last && (last.deva === deva || joins(char))) last.text += char;
    else runs.push({ deva, text: char });
  }
  return runs;
}

export interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
}

/** Writes mixed English/Hindi text at (x, y), switching fonts per script; fontkit shapes each run. */
export function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}) {
  const runs = scriptRuns(text);
  doc.fontSize(options.size ?? 10).fillColor(options.color ?? '#212529');
  runs.forEach((run, index) => {
    const font = run.deva
      ? options.bold
        ? 'devaBold'
        : 'deva'
      : options.bold
        ? 'latinBold'
        : 'latin';
    useFont(doc, font);
    const continued = index < runs.length - 1;
    if (index === 0)
      doc.text(run.text, x, y, { continued, width: options.width, lineBreak: false });
    else doc.text(run.text, { continued });
  });
}

/** The width of mixed English/Hindi text as write() sets it, each run in its own font. */
export function measureText(doc: Doc, size: number, bold = false) {
  return (text: string) =>
    scriptRuns(text).reduce((sum, run) => {
      useFont(doc, run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin');
      return sum + doc.fontSize(size).widthOfString(run.text);
    }, 0);
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** Breaks text into lines no wider than `width`; a word wider than a line is split between letters. */
export function wrapText(text: string, width: number, measure: (text: string) => number) {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      return;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(word) <= width) {
      line = word;
      return;
    }
    for (const { segment } of graphemes.segment(word)) {
      if (line && measure(line + segment) > width) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** The taller line of the two scripts' fonts at this size (Devanagari needs room for its marks). */
export function lineHeightOf(doc: Doc, size: number) {
  return Math.max(
    ...(['deva', 'latin'] as const).map((name) => {
      useFont(doc, name);
      return doc.fontSize(size).currentLineHeight(true);
    }),
  );
}

/** The document's bytes once it ends: call before drawing, as the document streams from the start. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** An A4 document with the scorecard's fonts registered. */
export function scorecardDocument(
  info: { Title?: string; Author?: string; Creator?: string } = {},
) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info });
  for (const [name, { bytes }] of loadFonts()) doc.registerFont(name, bytes);
  return doc;
}

/**
 * A student's PDF (scorecard, response sheet): the document, named after its title, the set and the
 * student; its bytes once it ends; the text column inside the 48pt margins; and the footer line each
 * page ends with.
 */
export function studentPdf(info: {
  title: string;
  setName: string;
  student: string;
  institute?: { name: string } | null;
  footer: string;
}) {
  const doc = scorecardDocument({
    Title: `${info.title}: ${info.setName}`,
    Author: info.student,
    ...(info.institute && { Creator: info.institute.name }),
  });
  const left = 48;
  const footer = () =>
    write(doc, info.footer, left, doc.page.height - 70, { size: 8, color: '#6c757d' });
  return { doc, done: pdfBytes(doc), left, width: doc.page.width - 2 * left, footer };
}
