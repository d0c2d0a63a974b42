import { escapeHtml } from './html.ts';
import { ReportBuilder, type ParsedImport } from './report.ts';
import { decodeText } from './xml.ts';

// Moodle accepts an option with no space after its letter: "A)Text".
const OPTION = /^([A-Z])\s*[.)]\s*(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Draft {
  line: number;
  stem: string[];
  options: { letter: string; text: string; line: number }[];
}

/**
 * Aiken (https://docs.moodle.org/en/Aiken_format): a question on one or more lines, options
 * "A. …" or "A) …", then "ANSWER: B". Every question is single choice.
 */
export function parseAiken(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'aiken');
  let draft: Draft | null = null;
  const lines = decodeText(bytes).split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (!line) return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!draft) out.problem(`line ${number}`, 'ANSWER without a question before it');
      else finish(out, draft, (answer[1] ?? '').trim(), number);
      draft = null;
      return;
    }
    const option = OPTION.exec(line);
    if (option && draft && (draft.options.length > 0 || draft.stem.length > 0)) {
      draft.options.push({ letter: option[1] ?? '', text: option[2] ?? '', line: number });
      return;
    }
    if (draft && draft.options.length > 0) {
      out.problem(
        `line ${draft.line}`,
        `the question has no "ANSWER: <letter>" line after its options`,
      );
      draft = null;
    }
    if (draft) draft.stem.push(line);
    else draft = { line: number, stem: [line], options: [] };
  });
  const last = draft as Draft | null;
  if (last) out.problem(`line ${last.line}`, 'the question has no "ANSWER: <letter>" line');
  if (out.report.items.length + out.report.skipped.length + out.report.errors.length === 0)
    out.error('file', 'holds no Aiken questions');
  return out.done();
}

function finish(out: ReportBuilder, draft: Draft, letter: string, answerLine: number) {
  const place = `line ${draft.line}`;
  const letters = draft.options.map((o) => o.letter);
  const expected = letters.map((_, i) => String.fromCharCode(65 + i));
  if (letters.join() !== expected.join()) {
    out.problem(
      place,
      `options must be lettered ${expected.join(', ')} in order; found ${letters.join(', ')}`,
    );
    return;
  }
  const correct = letter.toUpperCase();
  if (!letters.includes(correct)) {
    out.problem(
      place,
      letters.length
        ? `ANSWER "${letter}" (line ${answerLine}) is not one of the options ${letters.join(', ')}`
        : `ANSWER "${letter}" (line ${answerLine}) follows a question without options A), B), …`,
    );
    return;
  }
  out.add(
    { place },
    {
      type: 'single',
      textEn: draft.stem.map(escapeHtml).join('<br>'),
      options: draft.options.map((o) => ({
        textEn: escapeHtml(o.text),
        correct: o.letter === correct,
      })),
    },
  );
}
