import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.ts';
import type { TExamResult } from '@exam/contracts/results/entities';
import { formatDateTime, formatDuration, formatRollNo, formatSeconds } from '@exam/core/format';

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
type FontName = keyof typeof FONT_FILES;

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

type Doc = InstanceType<typeof PDFDocument>;
interface EmbeddedFontInternals {
  font?: unknown;
  subset?: unknown;
}
const swapped = new WeakMap<Doc, Set<FontName>>();

/** Selects a font in the document, reusing the process's parsed copy when pdfkit allows. */
function useFont(doc: Doc, name: FontName) {
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

type Lang = 'en' | 'hi';
const LABELS = {
  en: {
    title: 'Score Card',
    name: 'Student Name',
    rollNo: 'Roll Number',
    attempt: 'Attempt',
    date: 'Date',
    duration: 'Duration',
    passed: 'Passed',
    notQualified: 'Not Qualified',
    score: 'Score',
    percentage: 'Percentage',
    cutoff: 'Cutoff',
    accuracy: 'Accuracy',
    rank: 'Rank',
    percentile: 'Percentile',
    outcomes: 'Correct / Incorrect / Skipped',
    avgTime: 'Average time per question',
    sections: 'Section-wise Analysis',
    section: 'Section',
    attempted: 'Attempted',
    correct: 'Correct',
    incorrect: 'Incorrect',
    skipped: 'Skipped',
    rankOf: (rank: number, total: number) => `${rank} of ${total}`,
    footer: 'Computed on the server when the attempt was submitted.',
  },
  hi: {
    title: 'स्कोर कार्ड',
    name: 'छात्र का नाम',
    rollNo: 'रोल नंबर',
    attempt: 'प्रयास',
    date: 'दिनांक',
    duration: 'अवधि',
    passed: 'उत्तीर्ण',
    notQualified: 'योग्य नहीं',
    score: 'अंक',
    percentage: 'प्रतिशत',
    cutoff: 'कटऑफ़',
    accuracy: 'सटीकता',
    rank: 'रैंक',
    percentile: 'पर्सेंटाइल',
    outcomes: 'सही / गलत / छोड़े गए',
    avgTime: 'प्रति प्रश्न औसत समय',
    sections: 'खंड-वार विश्लेषण',
    section: 'खंड',
    attempted: 'प्रयास किए',
    correct: 'सही',
    incorrect: 'गलत',
    skipped: 'छोड़े',
    rankOf: (rank: number, total: number) => `${total} में से ${rank}`,
    footer: 'प्रयास जमा होने पर सर्वर पर गणना की गई।',
  },
} as const;

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

interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
}

/** Writes mixed English/Hindi text at (x, y), switching fonts per script; fontkit shapes each run. */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}) {
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

const number = (value: number) => String(Math.round(value * 100) / 100);

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

export interface RowLayout {
  /** 0 for the first page, 1 for the next... */
  page: number;
  /** Top of the row's text. */
  y: number;
  /** From the row's top to the next row's top. */
  height: number;
  /** The section name, wrapped to the column. */
  lines: string[];
}

export interface TableFrame {
  /** Where the first row starts, on the first page. */
  startY: number;
  /** Where rows start on a following page (below its column headings). */
  nextPageY: number;
  /** No row may reach below this. */
  bottom: number;
  nameWidth: number;
  lineHeight: number;
  minHeight: number;
}

/**
 * The section rows of the scorecard: each row grows with its wrapped name, so a long name never
 * runs over the next row, and a row that would cross the bottom starts a new page.
 */
export function layoutSectionRows(
  names: string[],
  frame: TableFrame,
  measure: (text: string) => number,
): RowLayout[] {
  let page = 0;
  let y = frame.startY;
  return names.map((name) => {
    const lines = wrapText(name, frame.nameWidth, measure);
    const height = Math.max(frame.minHeight, lines.length * frame.lineHeight + 6);
    if (y + height > frame.bottom && y > frame.nextPageY) {
      page += 1;
      y = frame.nextPageY;
    }
    const row = { page, y, height, lines };
    y += height;
    return row;
  });
}

/** The section column is 150pt wide; its text starts 4pt in and keeps 6pt from the next column. */
const SECTION_NAME_WIDTH = 140;

/** The taller line of the two scripts' fonts at this size (Devanagari needs room for its marks). */
function lineHeightOf(doc: Doc, size: number) {
  return Math.max(
    ...(['deva', 'latin'] as const).map((name) => {
      useFont(doc, name);
      return doc.fontSize(size).currentLineHeight(true);
    }),
  );
}

/** An A4 document with the scorecard's fonts registered. */
export function scorecardDocument(info: { Title?: string; Author?: string } = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info });
  for (const [name, { bytes }] of loadFonts()) doc.registerFont(name, bytes);
  return doc;
}

/** The scorecard of a submitted attempt (Download PDF on the result page), as PDF bytes. */
export function scorecardPdf(result: TExamResult, lang: Lang): Promise<Buffer> {
  const t = LABELS[lang];
  const doc = scorecardDocument({ Title: `${t.title}: ${result.setName}`, Author: result.name });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const width = doc.page.width - 96;
  const pick = (en: string, hi: string | null) => (lang === 'hi' && hi ? hi : en);

  doc.rect(0, 0, doc.page.width, 92).fill('#0d6efd');
  write(doc, t.title, left, 22, { size: 12, color: '#ffffff' });
  write(doc, pick(result.setName, result.setNameHi), left, 40, {
    size: 20,
    bold: true,
    color: '#ffffff',
  });
  write(doc, pick(result.examName, result.examNameHi), left, 68, { size: 10, color: '#ffffff' });

  const when = formatDateTime(result.submittedAt, lang);
  const facts: [string, string][] = [
    [t.name, result.name],
    [t.rollNo, formatRollNo(result.rollNo)],
    [t.attempt, String(result.attemptNo)],
    [t.date, when],
    [t.duration, formatDuration(result.totalTimeSec, lang)],
  ];
  let y = 112;
  for (const [label, value] of facts) {
    write(doc, label, left, y, { color: '#6c757d' });
    write(doc, value, left + 130, y, { bold: true });
    y += 18;
  }
  const badge = result.passed ? t.passed : t.notQualified;
  const badgeColor = result.passed ? '#198754' : '#dc3545';
  doc.roundedRect(left + width - 130, 112, 130, 30, 6).fill(badgeColor);
  write(doc, badge, left + width - 120, 119, { size: 12, bold: true, color: '#ffffff' });

  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#dee2e6')
    .stroke();
  y += 14;
  const summary: [string, string][] = [
    [t.score, `${number(result.score)} / ${number(result.maxScore)}`],
    [t.percentage, `${number(result.percentage)}%`],
    [t.cutoff, number(result.passMark)],
    [t.accuracy, `${result.accuracy}%`],
    [t.rank, t.rankOf(result.rank.rank, result.rank.total)],
    [t.percentile, number(result.rank.percentile)],
    [t.outcomes, `${result.correct} / ${result.incorrect} / ${result.skipped}`],
    [t.avgTime, formatSeconds(result.averageTimePerQuestionSec, lang)],
  ];
  summary.forEach(([label, value], index) => {
    const column = index % 2;
    const x = left + column * (width / 2);
    const rowY = y + Math.floor(index / 2) * 44;
    write(doc, label, x, rowY, { size: 9, color: '#6c757d' });
    write(doc, value, x, rowY + 13, { size: 15, bold: true });
  });
  y += Math.ceil(summary.length / 2) * 44 + 10;

  write(doc, t.sections, left, y, { size: 13, bold: true });
  y += 24;
  const columns: [string, number][] = [
    [t.section, 0],
    [t.score, 150],
    [t.attempted, 212],
    [t.correct, 277],
    [t.incorrect, 330],
    [t.skipped, 392],
    [t.accuracy, 443],
  ];
  const headings = (top: number) => {
    doc.rect(left, top - 4, width, 20).fill('#f1f3f5');
    for (const [label, x] of columns) write(doc, label, left + x + 4, top, { size: 9, bold: true });
  };
  headings(y);
  const rows = layoutSectionRows(
    result.sections.map((section) => pick(section.name, section.nameHi)),
    {
      startY: y + 22,
      nextPageY: 48 + 22,
      bottom: doc.page.height - 84,
      nameWidth: SECTION_NAME_WIDTH,
      lineHeight: lineHeightOf(doc, 10),
      minHeight: 20,
    },
    measureText(doc, 10),
  );
  let page = 0;
  result.sections.forEach((section, index) => {
    const row = rows[index];
    if (!row) return;
    if (row.page !== page) {
      write(doc, t.footer, left, doc.page.height - 70, { size: 8, color: '#6c757d' });
      doc.addPage();
      page = row.page;
      headings(48);
    }
    row.lines.forEach((line, n) => write(doc, line, left + 4, row.y + n * lineHeightOf(doc, 10)));
    const cells = [
      `${number(section.score)} / ${number(section.maxScore)}`,
      String(section.attempted),
      String(section.correct),
      String(section.incorrect),
      String(section.skipped),
      `${section.accuracy}%`,
    ];
    cells.forEach((cell, n) => {
      const x = columns[n + 1]?.[1] ?? 0;
      write(doc, cell, left + x + 4, row.y, { size: 10 });
    });
    const lineY = row.y + row.height - 4;
    doc
      .moveTo(left, lineY)
      .lineTo(left + width, lineY)
      .strokeColor('#dee2e6')
      .stroke();
  });
  write(doc, t.footer, left, doc.page.height - 70, { size: 8, color: '#6c757d' });
  doc.end();
  return done;
}
