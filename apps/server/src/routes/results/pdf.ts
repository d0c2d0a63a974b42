import { CUTOFF_OUTCOME } from '@exam/core/cutoff';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import { formatDateTime, formatDuration, formatRollNo, formatSeconds } from '@exam/core/format';
import { localized, type UiLanguage as Lang } from '@exam/core/language';
import { lineHeightOf, measureText, studentPdf, wrapText, write } from './scorecard/text.ts';
import { drawQuestionPages } from './scorecard/question-pages.ts';
import { drawKeyCorrections } from './scorecard/key-corrections.ts';
import { pagedCursor, type MediaImage } from './scorecard/rich-layout.ts';
import { drawTitleBand } from './scorecard/logo.ts';
import type { InstituteName } from '../../sites/institute-name.ts';

export { measureText, scorecardDocument, scriptRuns, wrapText } from './scorecard/text.ts';

const LABELS = {
  en: {
    title: 'Score Card',
    name: 'Student Name',
    rollNo: 'Roll Number',
    attempt: 'Attempt',
    date: 'Date',
    duration: 'Duration',
    passed: CUTOFF_OUTCOME.en.qualified,
    notQualified: CUTOFF_OUTCOME.en.below,
    score: 'Score',
    percentage: 'Percentage',
    cutoff: 'Cut-off',
    accuracy: 'Accuracy',
    rank: 'Rank',
    percentile: 'Percentile',
    sittingPercentile: 'NTA percentile (your shift)',
    sittingRank: 'Rank across shifts',
    outcomes: 'Correct / Incorrect / Skipped',
    outcomesPartial: 'Correct / Incorrect / Partial / Skipped',
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
    passed: CUTOFF_OUTCOME.hi.qualified,
    notQualified: CUTOFF_OUTCOME.hi.below,
    score: 'अंक',
    percentage: 'प्रतिशत',
    cutoff: 'कट-ऑफ़',
    accuracy: 'सटीकता',
    rank: 'रैंक',
    percentile: 'पर्सेंटाइल',
    sittingPercentile: 'NTA पर्सेंटाइल (आपकी पाली)',
    sittingRank: 'सभी पालियों में रैंक',
    outcomes: 'सही / गलत / छोड़े गए',
    outcomesPartial: 'सही / गलत / आंशिक / छोड़े गए',
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

const number = (value: number) => String(Math.round(value * 100) / 100);

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

/** The scorecard of a submitted attempt (Download PDF on the result page), as PDF bytes. */
export function scorecardPdf(
  result: TExamResult,
  lang: Lang,
  questions?: { review: TResultReview; images: ReadonlyMap<string, MediaImage> },
  institute?: (InstituteName & { logo?: MediaImage | null }) | null,
): Promise<Buffer> {
  const t = LABELS[lang];
  const { doc, done, left, width, footer } = studentPdf({
    title: t.title,
    setName: result.setName,
    student: result.name,
    institute,
    footer: t.footer,
  });
  const pick = (en: string, hi: string | null) => localized(lang, en, hi);

  const textX = drawTitleBand(doc, {
    left,
    width,
    height: 92,
    logo: institute?.logo,
    title: t.title,
    instituteName: institute ? pick(institute.name, institute.nameHi) : null,
    setName: pick(result.setName, result.setNameHi),
    setNameSize: 20,
  });
  write(doc, pick(result.examName, result.examNameHi), textX, 68, { size: 10, color: '#ffffff' });

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
    result.partial
      ? [
          t.outcomesPartial,
          `${result.correct} / ${result.incorrect} / ${result.partial} / ${result.skipped}`,
        ]
      : [t.outcomes, `${result.correct} / ${result.incorrect} / ${result.skipped}`],
    [t.avgTime, formatSeconds(result.averageTimePerQuestionSec, lang)],
    // A shift of a sitting, once every shift has ended: the report's figures (decision 047).
    ...sittingFigures(result.sitting, t),
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
      footer();
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
  const last = rows.at(-1);
  const afterSections = drawKeyCorrections(doc, result.keyCorrections ?? [], lang, {
    left,
    width,
    y: (last ? last.y + last.height : y + 22) + 24,
    bottom: doc.page.height - 84,
    newPage: () => {
      footer();
      doc.addPage();
      return 48;
    },
  });
  if (questions) {
    const cursor = pagedCursor(doc, afterSections, footer);
    drawQuestionPages({ doc, result, lang, left, width, cursor, ...questions });
  }
  footer();
  doc.end();
  return done;
}

function sittingFigures(
  sitting: TExamResult['sitting'],
  t: (typeof LABELS)[Lang],
): [string, string][] {
  if (!sitting || sitting.percentile === null || sitting.rank === null) return [];
  return [
    [t.sittingPercentile, sitting.percentile.toFixed(7)],
    [t.sittingRank, t.rankOf(sitting.rank, sitting.candidates)],
  ];
}
