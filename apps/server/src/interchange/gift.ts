import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { optionLabel, solutionWithFeedback, type AnswerFeedback } from './feedback.ts';
import { escapeHtml, tidyNumber } from './html.ts';
import { markingRuleOfWeights } from './marking.ts';
import { categoryTags, ReportBuilder, uniqueTags, type ParsedImport } from './report.ts';
import { decodeText } from './xml.ts';

/*
 * GIFT (https://docs.moodle.org/en/GIFT_format), read as Moodle's qformat_gift reads it. Escaped
 * special characters (and `\n`) are swapped for private-use characters before the structure is
 * read — questions split, answers told apart — and swapped back in the texts, so `\{`, `\=` or
 * `\n\n` never count as syntax.
 */
const ESCAPABLE = '~=#{}:\\';
const NEWLINE = '\ue007';
const hide = (text: string) =>
  text.replace(/\\([~=#{}:\\n])/g, (_all, char: string) =>
    char === 'n' ? NEWLINE : String.fromCharCode(0xe000 + ESCAPABLE.indexOf(char)),
  );
const reveal = (text: string) =>
  text.replace(/[\ue000-\ue007]/g, (char) =>
    char === NEWLINE ? '\n' : (ESCAPABLE[char.charCodeAt(0) - 0xe000] ?? ''),
  );

interface Block {
  line: number;
  text: string;
}

/** Questions are separated by blank lines; `//` lines are comments. */
function blocks(source: string): Block[] {
  const found: Block[] = [];
  let current: Block | null = null;
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.trimStart().startsWith('//')) return;
    if (!line.trim()) {
      if (current) found.push(current);
      current = null;
      return;
    }
    if (current) current.text += `\n${line}`;
    else current = { line: index + 1, text: line };
  });
  if (current) found.push(current);
  return found;
}

const TRUE_FALSE = ['T', 'TRUE', 'F', 'FALSE'];
const SKIP_REASON = {
  essay: 'an essay ({}) is marked by a person, not by the platform',
  matching: 'matching questions (->) are not a question type of the platform',
  short: 'a short answer ({=…}) needs an answer with full marks',
  description: 'text without an answer block {…} is a description, not a question',
};

/** Reads a GIFT file. */
export function parseGift(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'gift');
  let category: string | null = null;
  for (const block of blocks(hide(decodeText(bytes)))) {
    const place = `line ${block.line}`;
    const categoryLine = /^\$CATEGORY:\s*(.*)$/m.exec(block.text);
    let text = block.text;
    if (categoryLine) {
      category = categoryTags(reveal(categoryLine[1] ?? '')).join('/') || null;
      text = text.replace(categoryLine[0], '').trim();
      if (!text) continue;
    }
    readQuestion(out, { place, text, category });
  }
  if (out.report.items.length + out.report.skipped.length + out.report.errors.length === 0)
    out.error('file', 'holds no GIFT questions');
  return out.done();
}

interface Parts {
  place: string;
  text: string;
  category: string | null;
}

type Html = (part: string) => string;
interface Source {
  place: string;
  key: string | null;
  category: string | null;
}

const FORMAT = /^\s*\[(html|moodle|plain|markdown)\]/i;

function readQuestion(out: ReportBuilder, { place, text: raw, category }: Parts) {
  let text = raw;
  const title = /^::(.*?)::/s.exec(text);
  if (title) text = text.slice(title[0].length);
  const meta = { id: null as string | null, tags: [] as string[] };
  text = text.replace(/\[(id|tag):([^\]]*)\]/g, (_all, kind: string, value: string) => {
    if (kind === 'id') meta.id = reveal(value).trim();
    else meta.tags.push(reveal(value).trim());
    return '';
  });
  const open = text.indexOf('{');
  const close = text.indexOf('}', open + 1);
  const titled = title ? `${place} (${reveal(title[1] ?? '').trim()})` : place;
  if (open < 0) return out.skip(titled, SKIP_REASON.description, 'description');
  if (close < 0) return out.problem(titled, 'the answer block opened with { is not closed with }');
  const formatMatch = FORMAT.exec(text);
  const questionIsHtml = formatMatch?.[1]?.toLowerCase() === 'html';
  // An answer or a feedback may name its own format ([html]…); else it has the question's.
  const html: Html = (part) => {
    const own = FORMAT.exec(part);
    const isHtml = own ? own[1]?.toLowerCase() === 'html' : questionIsHtml;
    const revealed = reveal(own ? part.slice(own[0].length) : part).trim();
    return isHtml ? revealed : escapeHtml(revealed).replace(/\n/g, '<br>');
  };
  const before = text.slice(formatMatch ? formatMatch[0].length : 0, open);
  const after = text.slice(close + 1);
  // Text after the answers makes it a "missing word" question: the answers fill a blank.
  const stem = after.trim() ? `${html(before)} _____ ${html(after)}` : html(before);
  const answers = text.slice(open + 1, close).trim();
  const [answerPart = '', generalFeedback] = answers.split('####');
  const body = {
    textEn: stem,
    tags: uniqueTags([...categoryTags(category), ...meta.tags]),
  };
  const general = generalFeedback?.trim() ? html(generalFeedback) : undefined;
  const source: Source = { place: titled, key: meta.id, category };
  const answer = answerPart.trim();

  // The order of Moodle's own reader: `~` before `->`, so an arrow in a choice is still a choice.
  if (!answer) return out.skip(titled, SKIP_REASON.essay, 'essay');
  if (answer.startsWith('#')) return numerical(out, source, body, general, answer.slice(1), html);
  if (answer.includes('~')) return multichoice(out, source, body, general, answer, html);
  if (answer.includes('=') && answer.includes('->'))
    return out.skip(titled, SKIP_REASON.matching, 'matching');
  const [truth = '', wrongFeedback = '', rightFeedback = ''] = answer.split('#');
  if (!TRUE_FALSE.includes(truth.trim().toUpperCase()))
    return shortAnswer(out, source, body, general, answer, titled, html);
  const isTrue = truth.trim().toUpperCase().startsWith('T');
  const feedbackOf = (optionIsTrue: boolean) =>
    html(optionIsTrue === isTrue ? rightFeedback : wrongFeedback);
  out.add(source, {
    ...body,
    type: 'true-false',
    solutionEn: solutionWithFeedback(general, [
      { label: 'True', html: feedbackOf(true) },
      { label: 'False', html: feedbackOf(false) },
    ]),
    options: [
      { textEn: 'True', correct: isTrue },
      { textEn: 'False', correct: !isTrue },
    ],
  });
}

/**
 * Only `=answers` (no `~`, not true/false): a short answer, as Moodle reads it (decision 039). GIFT
 * has no case rule, so case is ignored; answers below full marks are not accepted answers.
 */
function shortAnswer(
  out: ReportBuilder,
  source: Source,
  body: TQuestionBodyInput,
  general: string | undefined,
  answer: string,
  titled: string,
  html: Html,
) {
  const answers = [...answer.matchAll(/=\s*(?:%(-?[\d.]+)%)?([^=]*)/g)].map((match) => {
    const [text = '', ...feedback] = (match[2] ?? '').split('#');
    return {
      plain: reveal(text).trim(),
      weight: match[1] === undefined ? 100 : Number(match[1]),
      feedback: html(feedback.join('#')),
    };
  });
  const full = answers.filter((a) => a.weight >= 100 && a.plain);
  const accepted = [...new Set(full.map((a) => a.plain))];
  if (accepted.length === 0) return out.skip(titled, SKIP_REASON.short, 'shortanswer');
  const partial = answers.filter((a) => a.weight > 0 && a.weight < 100);
  const notes = partial.length
    ? [
        `partial credit dropped: ${partial.map((a) => `"${a.plain}" (${a.weight}%)`).join(', ')} — a short answer is right or wrong`,
      ]
    : [];
  out.add(
    { ...source, notes },
    {
      ...body,
      type: 'short-answer',
      solutionEn: solutionWithFeedback(
        general,
        answers.map((a) => ({ label: escapeHtml(a.plain), html: a.feedback })),
      ),
      shortAnswer: { accepted: accepted.slice(0, 20), caseSensitive: false },
    },
  );
}

/** `=right ~wrong ~%50%partly`: single choice when an answer has `=`, else multiple (as Moodle). */
function multichoice(
  out: ReportBuilder,
  source: Source,
  body: TQuestionBodyInput,
  general: string | undefined,
  answer: string,
  html: Html,
) {
  const choices = [...answer.matchAll(/([=~])\s*(?:%(-?[\d.]+)%)?([^=~]*)/g)].map((match) => {
    const [choiceText = '', ...feedback] = (match[3] ?? '').split('#');
    const right = match[1] === '=';
    const weight = match[2] === undefined ? (right ? 100 : 0) : Number(match[2]);
    return { text: html(choiceText), weight, right, feedback: html(feedback.join('#')) };
  });
  const single = choices.some((choice) => choice.right);
  const notes: string[] = [];
  const weights = choices.map((choice) => choice.weight);
  const worst = Math.min(0, ...weights);
  const feedback: AnswerFeedback[] = choices.map((choice, i) => ({
    label: optionLabel(i, choice.text),
    html: choice.feedback,
  }));
  const question: TQuestionBodyInput = {
    ...body,
    type: single ? 'single' : 'multiple',
    solutionEn: solutionWithFeedback(general, feedback),
    negativeMark: worst < 0 ? tidyNumber(-worst / 100) : undefined,
    options: choices.map((choice) => ({
      textEn: choice.text,
      correct: single ? choice.right : choice.weight > 0,
    })),
  };
  if (single) {
    const partial = choices.filter((choice) => !choice.right && choice.weight > 0);
    if (partial.length)
      notes.push(
        `partial credit dropped: ${partial.map((c) => `"${c.text}" (${c.weight}%)`).join(', ')} — a single-choice question gives marks for its one right answer only`,
      );
  } else {
    question.markingRule = markingRuleOfWeights(weights);
    const positive = weights.filter((weight) => weight > 0);
    if (!question.markingRule && positive.some((weight) => weight !== 100))
      notes.push(
        `the right answers' weights (${positive.join('%, ')}%) do not add up to 100%: marked all or nothing`,
      );
  }
  out.add({ ...source, notes }, question);
}

interface NumericAnswer {
  min: number;
  max: number;
  weight: number;
  text: string;
  feedback: string;
}

function numericAnswer(part: string, html: Html): NumericAnswer | string {
  const weighted = /^\s*%(-?[\d.]+)%/.exec(part);
  const weight = weighted ? Number(weighted[1]) : 100;
  const [valueText = '', ...feedback] = (weighted ? part.slice(weighted[0].length) : part).split(
    '#',
  );
  const value = reveal(valueText).trim();
  const range = /^(-?[\d.eE+-]+)\s*\.\.\s*(-?[\d.eE+-]+)$/.exec(value);
  const tolerance = /^(-?[\d.eE+-]+)(?:\s*:\s*([\d.eE+-]+))?$/.exec(value);
  let min: number;
  let max: number;
  if (range) {
    min = Number(range[1]);
    max = Number(range[2]);
  } else if (tolerance) {
    const middle = Number(tolerance[1]);
    const spread = Math.abs(Number(tolerance[2] ?? '0'));
    min = tidyNumber(middle - spread);
    max = tidyNumber(middle + spread);
  } else return `numerical answer "${value}" is not a number, n:tolerance or min..max`;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max)
    return `numerical answer "${value}" is not a number range`;
  return { min, max, weight, text: escapeHtml(value), feedback: html(feedback.join('#')) };
}

/**
 * `#3.14:0.01`, `#3.1..3.2`, or alternatives `#=3:2 =4 =%50%7` with a wrong-answer feedback
 * `~#…`. Full-marks alternatives that overlap are one range; part marks cannot be given (noted).
 */
function numerical(
  out: ReportBuilder,
  source: Source,
  body: TQuestionBodyInput,
  general: string | undefined,
  text: string,
  html: Html,
) {
  const tilde = text.indexOf('~');
  const wrong = tilde >= 0 ? text.slice(tilde + 1).replace(/^\s*#/, '') : '';
  const parts = (tilde >= 0 ? text.slice(0, tilde) : text).split('=').filter((p) => p.trim());
  const answers: NumericAnswer[] = [];
  for (const part of parts) {
    const read = numericAnswer(part, html);
    if (typeof read === 'string') return out.problem(source.place, read, 'numerical');
    answers.push(read);
  }
  const full = answers.filter((a) => a.weight >= 100).sort((a, b) => a.min - b.min);
  if (!full.length)
    return out.problem(source.place, 'no numerical answer gets full marks', 'numerical');
  const merged = full.slice(1).reduce(
    (ranges, next) => {
      const last = ranges[ranges.length - 1] as { min: number; max: number };
      if (next.min <= last.max) last.max = Math.max(last.max, next.max);
      else ranges.push({ min: next.min, max: next.max });
      return ranges;
    },
    [{ min: full[0]?.min ?? 0, max: full[0]?.max ?? 0 }],
  );
  if (merged.length > 1)
    return out.problem(
      source.place,
      `accepts separate answers (${full.map((a) => a.text).join(', ')}): the platform's numerical answer is one range`,
      'numerical',
    );
  const partial = answers.filter((a) => a.weight > 0 && a.weight < 100);
  const notes = partial.length
    ? [
        `partial credit dropped: ${partial.map((a) => `${a.text} (${a.weight}%)`).join(', ')} — a numerical answer is right or wrong`,
      ]
    : [];
  const feedback: AnswerFeedback[] = answers.map((a) => ({ label: a.text, html: a.feedback }));
  if (wrong.trim()) feedback.push({ label: 'Any other answer', html: html(wrong) });
  out.add(
    { ...source, notes },
    {
      ...body,
      type: 'numerical',
      solutionEn: solutionWithFeedback(general, feedback),
      numeric: merged[0],
    },
  );
}
