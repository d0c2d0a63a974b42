import type {
  TResponseSheet,
  TResponseSheetQuestion,
} from '@exam/contracts/results/response-sheet';
import { formatRollNo } from '@exam/core/format';
import { localized, type UiLanguage as Lang } from '@exam/core/language';
import type { Db } from '../../db/client.ts';
import type { Student } from '../attempts/service.ts';
import { instituteLetterheadOf } from '../../sites/institute-name.ts';
import { pagedCursor } from '../results/scorecard/rich-layout.ts';
import { drawTitleBand } from '../results/scorecard/logo.ts';
import { mediaOfReview } from '../results/scorecard/media.ts';
import {
  answerTexts,
  drawQuestionWithOptions,
  ruleUnderQuestion,
} from '../results/scorecard/question-pages.ts';
import { measureText, studentPdf, wrapText, write } from '../results/scorecard/text.ts';

const LABELS = {
  en: {
    title: 'Response Sheet · Provisional Answer Key',
    name: 'Candidate',
    rollNo: 'Roll Number',
    no: 'Q.',
    seenAs: (n: number) => ` (your no. ${n})`,
    yours: 'Your answer',
    key: 'Provisional key',
    isKey: 'provisional key',
    isYours: 'your answer',
    change: (from: string, to: string) => `Key changed: ${from} → ${to}`,
    dropped: 'Dropped: full marks to all',
    challenge: 'Your challenge',
    status: { pending: 'awaiting decision', accepted: 'accepted', rejected: 'rejected' },
    footer: 'The provisional key may change after challenges; the final key decides the result.',
  },
  hi: {
    title: 'उत्तर पत्रक · अनंतिम उत्तर कुंजी',
    name: 'परीक्षार्थी',
    rollNo: 'रोल नंबर',
    no: 'प्र.',
    seenAs: (n: number) => ` (आपकी प्र.सं. ${n})`,
    yours: 'आपका उत्तर',
    key: 'अनंतिम कुंजी',
    isKey: 'अनंतिम कुंजी',
    isYours: 'आपका उत्तर',
    change: (from: string, to: string) => `कुंजी बदली: ${from} → ${to}`,
    dropped: 'हटाया गया: सभी को पूरे अंक',
    challenge: 'आपकी आपत्ति',
    status: { pending: 'निर्णय बाकी', accepted: 'स्वीकृत', rejected: 'अस्वीकृत' },
    footer: 'आपत्तियों के बाद अनंतिम कुंजी बदल सकती है; परिणाम अंतिम कुंजी से बनता है।',
  },
} as const;

type Labels = (typeof LABELS)[Lang];

function notes(q: TResponseSheetQuestion, t: Labels) {
  const lines: string[] = [];
  if (q.keyChange)
    lines.push(q.keyChange.to === null ? t.dropped : t.change(q.keyChange.from, q.keyChange.to));
  if (q.challenge) {
    const decided = q.challenge.decisionReason ? ` — ${q.challenge.decisionReason}` : '';
    lines.push(`${t.challenge}: ${t.status[q.challenge.status]}${decided}`);
  }
  return lines;
}

/** The response sheet as a PDF, with the scorecard's fonts, rich text and images (decision 049). */
export async function responseSheetPdf(
  db: Db,
  student: Student,
  sheet: TResponseSheet,
  lang: Lang,
): Promise<Buffer> {
  const [images, institute] = await Promise.all([
    mediaOfReview(db, student.orgId, sheet),
    instituteLetterheadOf(db, student.instituteId),
  ]);
  const t = LABELS[lang];
  const pick = (en: string, hi: string | null | undefined) => localized(lang, en, hi);
  const { doc, done, left, width, footer } = studentPdf({
    title: t.title,
    setName: sheet.setName,
    student: sheet.name,
    institute,
    footer: t.footer,
  });
  const cursor = pagedCursor(doc, 0, footer);

  drawTitleBand(doc, {
    left,
    width,
    height: 80,
    logo: institute?.logo,
    title: t.title,
    instituteName: institute ? pick(institute.name, institute.nameHi) : null,
    setName: pick(sheet.setName, sheet.setNameHi),
    setNameSize: 18,
  });
  write(doc, `${t.name}: ${sheet.name}    ${t.rollNo}: ${formatRollNo(sheet.rollNo)}`, left, 96);
  cursor.y = 124;

  for (const q of sheet.questions) {
    if (cursor.y + 70 > cursor.bottom) cursor.newPage();
    doc.rect(left, cursor.y - 4, width, 20).fill('#f1f3f5');
    const seen = q.seenAsNo === undefined ? '' : t.seenAs(q.seenAsNo);
    write(doc, `${t.no} ${q.questionNo}${seen}`, left + 4, cursor.y, { size: 9, bold: true });
    cursor.y += 24;
    drawQuestionWithOptions(doc, cursor, q, {
      pick,
      images,
      left,
      width,
      isKey: t.isKey,
      isYours: t.isYours,
    });
    const { yours, correct } = answerTexts(q, lang);
    const lines = [`${t.yours}: ${yours}    ${t.key}: ${correct}`, ...notes(q, t)].flatMap((text) =>
      wrapText(text, width, measureText(doc, 9)),
    );
    for (const line of lines) {
      if (cursor.y + 16 > cursor.bottom) cursor.newPage();
      write(doc, line, left, cursor.y + 2, { size: 9, color: '#495057' });
      cursor.y += 14;
    }
    cursor.y += 4;
    ruleUnderQuestion(doc, cursor, left, width);
  }
  footer();
  doc.end();
  return done;
}
