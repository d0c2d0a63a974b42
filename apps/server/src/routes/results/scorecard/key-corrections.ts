import type { TKeyCorrectionNotice } from '@exam/contracts/results/entities';
import { formatDateTime } from '@exam/core/format';
import type { UiLanguage as Lang } from '@exam/core/language';
import { lineHeightOf, measureText, wrapText, write, type Doc } from './text.ts';

const LABELS = {
  en: {
    title: 'Answer key changed after the exam',
    key: (no: number, date: string) =>
      `The answer key of question ${no} was corrected on ${date}; your score was recalculated.`,
    drop: (no: number, date: string) =>
      `Question ${no} was dropped on ${date}: every candidate gets its full marks; your score was recalculated.`,
    reason: 'Reason',
    keyOnly: (no: number, date: string) =>
      `The answer key of question ${no} was corrected on ${date}.`,
    dropOnly: (no: number, date: string) => `Question ${no} was dropped on ${date}.`,
    change: (from: string, to: string) => `Key ${from} → ${to}.`,
    dropChange: 'Dropped: full marks to all.',
  },
  hi: {
    title: 'परीक्षा के बाद उत्तर कुंजी बदली गई',
    key: (no: number, date: string) =>
      `प्रश्न ${no} की उत्तर कुंजी ${date} को सुधारी गई; आपका स्कोर फिर से गिना गया।`,
    drop: (no: number, date: string) =>
      `प्रश्न ${no} ${date} को हटा दिया गया: हर परीक्षार्थी को इसके पूरे अंक मिलते हैं; आपका स्कोर फिर से गिना गया।`,
    reason: 'कारण',
    keyOnly: (no: number, date: string) => `प्रश्न ${no} की उत्तर कुंजी ${date} को सुधारी गई।`,
    dropOnly: (no: number, date: string) => `प्रश्न ${no} ${date} को हटा दिया गया।`,
    change: (from: string, to: string) => `कुंजी ${from} → ${to}।`,
    dropChange: 'हटाया गया: सभी को पूरे अंक।',
  },
} as const;

type Labels = (typeof LABELS)[Lang];

// Decision 049: a candidate who sat after the change is not told of a recalculation.
function noticeSentence(c: TKeyCorrectionNotice, t: Labels) {
  const recalculated = c.recalculated ?? true;
  if (c.kind === 'drop') return recalculated ? t.drop : t.dropOnly;
  return recalculated ? t.key : t.keyOnly;
}

function changeOf(c: TKeyCorrectionNotice, t: Labels) {
  if (c.from === undefined) return '';
  return `${c.kind === 'drop' ? t.dropChange : t.change(c.from, c.to ?? '')} `;
}

/**
 * The scorecard's list of key corrections and dropped questions (decision 020), from `cursor.y`;
 * a line that would cross the bottom starts a new page. Returns where the next block may start.
 */
export function drawKeyCorrections(
  doc: Doc,
  corrections: readonly TKeyCorrectionNotice[],
  lang: Lang,
  frame: { left: number; width: number; y: number; bottom: number; newPage: () => number },
): number {
  if (corrections.length === 0) return frame.y;
  const t = LABELS[lang];
  const measure = measureText(doc, 10);
  const lineHeight = lineHeightOf(doc, 10);
  let y = frame.y;
  if (y + 40 > frame.bottom) y = frame.newPage();
  write(doc, t.title, frame.left, y, { size: 13, bold: true });
  y += 22;
  for (const c of corrections) {
    const date = formatDateTime(c.at, lang);
    const text = `${noticeSentence(c, t)(c.questionNo, date)} ${changeOf(c, t)}${t.reason}: ${c.reason}`;
    for (const line of wrapText(text, frame.width, measure)) {
      if (y + lineHeight > frame.bottom) y = frame.newPage();
      write(doc, line, frame.left, y, { size: 10 });
      y += lineHeight;
    }
    y += 6;
  }
  return y + 12;
}
