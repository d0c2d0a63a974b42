import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { escapeHtml, tidyNumber } from './html.ts';
import { markingRuleOfWeights } from './marking.ts';
import { categoryTags, ReportBuilder, uniqueTags, type ParsedImport } from './report.ts';
import { decodeText } from './xml.ts';

/*
 * GIFT (https://docs.moodle.org/en/GIFT_format). Escaped special characters are swapped for
 * private-use characters before the structure is read, and swapped back in the texts, so `\{` or
 * `\=` never count as syntax.
 */
const ESCAPABLE = '~=#{}:\\';
const hide = (text: string) =>
  text.replace(/\\([~=#{}:\\n])/g, (_all, char: string) =>
    char === 'n' ? '\n' : String.fromCharCode(0xe000 + ESCAPABLE.indexOf(char)),
  );
const reveal = (text: string) =>
  text.replace(/[\ue000-\ue006]/g, (char) => ESCAPABLE[char.charCodeAt(0) - 0xe000] ?? '');

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

const TRUE_FALSE = /^(T|TRUE|F|FALSE)\s*(#|$)/i;
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
  if (open < 0) {
    out.skip(titled, SKIP_REASON.description, 'description');
    return;
  }
  if (close < 0) {
    out.error(titled, 'the answer block opened with { is not closed with }');
    return;
  }
  const formatMatch = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text);
  const isHtml = formatMatch?.[1]?.toLowerCase() === 'html';
  const html = (part: string) => {
    const revealed = reveal(part).trim();
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
    solutionEn: generalFeedback?.trim() ? html(generalFeedback) : undefined,
    tags: uniqueTags([...categoryTags(category), ...meta.tags]),
  };
  const source = { place: titled, key: meta.id, category };

  if (!answerPart.trim()) return out.skip(titled, SKIP_REASON.essay, 'essay');
  if (answerPart.startsWith('#')) return numerical(out, source, body, answerPart.slice(1));
  const truth = TRUE_FALSE.exec(answerPart);
  if (truth) {
    const isTrue = (truth[1] ?? '').toUpperCase().startsWith('T');
    return out.add(source, {
      ...body,
      type: 'true-false',
      options: [
        { textEn: 'True', correct: isTrue },
        { textEn: 'False', correct: !isTrue },
      ],
    });
  }
  if (answerPart.includes('->')) return out.skip(titled, SKIP_REASON.matching, 'matching');
  const choices = [...answerPart.matchAll(/([=~])\s*(?:%(-?[\d.]+)%)?([^=~]*)/g)].map((match) => {
    const [choiceText = ''] = (match[3] ?? '').split('#');
    const weight = match[2] === undefined ? (match[1] === '=' ? 100 : 0) : Number(match[2]);
    return {
      text: html(choiceText),
      plain: reveal(choiceText).trim(),
      weight,
      right: match[1] === '=',
    };
  });
  // Only =answers: a short answer (decision 039); GIFT has no case rule, so case is ignored.
  if (!choices.some((choice) => !choice.right)) {
    const accepted = [
      ...new Set(choices.filter((c) => c.weight >= 100 && c.plain).map((c) => c.plain)),
    ];
    if (accepted.length === 0) return out.skip(titled, SKIP_REASON.short, 'shortanswer');
    return out.add(source, {
      ...body,
      type: 'short-answer',
      shortAnswer: { accepted: accepted.slice(0, 20), caseSensitive: false },
    });
  }
  const weighted = choices.some((choice) => !choice.right && choice.weight > 0);
  const type = weighted || choices.filter((c) => c.right).length > 1 ? 'multiple' : 'single';
  const options = choices.map((choice) => ({ textEn: choice.text, correct: choice.weight > 0 }));
  const question: TQuestionBodyInput = { ...body, type, options };
  if (type === 'multiple')
    question.markingRule = markingRuleOfWeights(choices.map((c) => c.weight));
  out.add(source, question);
}

function numerical(
  out: ReportBuilder,
  source: { place: string; key: string | null; category: string | null },
  body: TQuestionBodyInput,
  answer: string,
) {
  // "#3.14:0.01", or several answers "#=3.14:0.01 =%50%3.1:0.1": the first full-marks one counts.
  const answers = answer.trim().startsWith('=')
    ? answer.split('=').filter((part) => part.trim())
    : [answer];
  const full = answers.find((part) => !/^\s*%/.test(part) || /^\s*%100%/.test(part)) ?? '';
  const first = (full.replace(/^\s*%100%/, '').split('#')[0] ?? '').trim();
  const range = /^(-?[\d.eE+-]+)\s*\.\.\s*(-?[\d.eE+-]+)$/.exec(first);
  const tolerance = /^(-?[\d.eE+-]+)(?:\s*:\s*([\d.eE+-]+))?$/.exec(first);
  let min: number;
  let max: number;
  if (range) {
    min = Number(range[1]);
    max = Number(range[2]);
  } else if (tolerance) {
    const value = Number(tolerance[1]);
    const spread = Math.abs(Number(tolerance[2] ?? '0'));
    min = tidyNumber(value - spread);
    max = tidyNumber(value + spread);
  } else {
    out.error(
      source.place,
      `numerical answer "${reveal(first)}" is not a number, n:tolerance or min..max`,
    );
    return;
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    out.error(source.place, `numerical answer "${reveal(first)}" is not a number`);
    return;
  }
  out.add(source, { ...body, type: 'numerical', numeric: { min, max } });
}
