import type { TQuestionBodyInput, TQuestionOptionBody } from '@exam/contracts/questions/entities';
import { ensureImageAlt, safeDecode, tidyNumber } from './html.ts';
import { splitLanguages, type Bilingual } from './languages.ts';
import { markingRuleOfWeights } from './marking.ts';
import { categoryTags, ReportBuilder, uniqueTags, type ParsedImport } from './report.ts';
import { decodeText, objectXmlParser, xmlProblem } from './xml.ts';

/* The parts of Moodle's question XML this reader looks at (https://docs.moodle.org/en/Moodle_XML_format). */
interface MoodleText {
  text?: string;
  file?: MoodleFile[];
  $?: { format?: string };
}
interface MoodleFile {
  '#text'?: string;
  $?: { name?: string; encoding?: string };
}
interface MoodleAnswer extends MoodleText {
  $?: { fraction?: string; format?: string };
  tolerance?: string;
}
interface MoodleQuestion {
  $?: { type?: string };
  name?: MoodleText;
  questiontext?: MoodleText;
  generalfeedback?: MoodleText;
  defaultgrade?: string;
  idnumber?: string;
  single?: string;
  /** shortanswer: 1 when case matters. */
  usecase?: string;
  answer?: MoodleAnswer[];
  tags?: { tag?: MoodleText[] };
  category?: MoodleText;
}

const PLUGINFILE = /@@PLUGINFILE@@\/([^"'\s)?#]+)/g;
const TRUE_FALSE = { en: ['True', 'False'], hi: ['सत्य', 'असत्य'] };
const SKIPPED_TYPES: Record<string, string> = {
  essay: 'essays are marked by a person, not by the platform',
  matching: 'matching questions are not a question type of the platform',
  randomsamatch: 'random short-answer matching is not a question type of the platform',
  cloze: 'embedded-answer (cloze) questions are not a question type of the platform',
  multianswer: 'embedded-answer (cloze) questions are not a question type of the platform',
  description: 'a description is text, not a question',
  calculated: 'calculated questions (with wildcards) are not a question type of the platform',
  calculatedsimple: 'calculated questions (with wildcards) are not a question type of the platform',
  calculatedmulti: 'calculated questions (with wildcards) are not a question type of the platform',
  ddwtos: 'drag-and-drop questions are not a question type of the platform',
  gapselect: 'select-missing-words questions are not a question type of the platform',
};

const text = (field: MoodleText | undefined) => (field?.text ?? '').toString().trim();
const fraction = (answer: MoodleAnswer) => Number(answer.$?.fraction ?? '0');

/** Reads a Moodle XML question export. */
export function parseMoodleXml(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'moodle-xml');
  const xml = decodeText(bytes);
  const problem = xmlProblem(xml);
  if (problem) {
    out.error(problem.place, problem.message);
    return out.done();
  }
  const document = objectXmlParser(['question', 'answer', 'file', 'tag']).parse(xml) as {
    quiz?: { question?: MoodleQuestion[] };
  };
  if (!document.quiz) {
    out.error('file', 'is not a Moodle XML export: it has no <quiz> element');
    return out.done();
  }
  let category: string | null = null;
  let number = 0;
  for (const question of document.quiz.question ?? []) {
    const type = question.$?.type ?? '';
    if (type === 'category') {
      category = categoryTags(text(question.category)).join('/') || null;
      continue;
    }
    number += 1;
    const name = text(question.name);
    const place = name ? `question ${number} (${name})` : `question ${number}`;
    readQuestion(out, { question, type, place, category, number });
  }
  return out.done();
}

interface QuestionContext {
  question: MoodleQuestion;
  type: string;
  place: string;
  category: string | null;
  number: number;
}

function readQuestion(
  out: ReportBuilder,
  { question, type, place, category, number }: QuestionContext,
) {
  if (!['multichoice', 'truefalse', 'numerical', 'shortanswer'].includes(type)) {
    out.skip(
      place,
      SKIPPED_TYPES[type] ?? `"${type}" questions are not a question type of the platform`,
      type,
    );
    return;
  }
  const images: string[] = [];
  // Images are named per question: two questions may both carry a different "image.png".
  const html = (field: MoodleText | undefined) => {
    for (const file of field?.file ?? []) {
      const fileName = file.$?.name;
      if (!fileName || file.$?.encoding !== 'base64') continue;
      const name = `question-${number}/${fileName}`;
      if (out.image(place, name, Buffer.from(file['#text'] ?? '', 'base64'))) images.push(name);
    }
    return ensureImageAlt(
      text(field).replace(
        PLUGINFILE,
        (_all, file: string) => `question-${number}/${safeDecode(file)}`,
      ),
    );
  };
  const stem = splitLanguages(html(question.questiontext));
  const solution = splitLanguages(html(question.generalfeedback));
  const answers = question.answer ?? [];
  const marks = question.defaultgrade === undefined ? undefined : Number(question.defaultgrade);
  // Moodle's penalty is for another try, which a CBT does not give; a negative fraction on a wrong
  // answer is how Moodle takes marks away, and so the negative mark.
  const worst = Math.min(0, ...answers.map(fraction).filter(Number.isFinite));
  const body: TQuestionBodyInput = {
    textEn: stem.en,
    textHi: stem.hi,
    solutionEn: solution.en || undefined,
    solutionHi: solution.hi,
    marks: marks && marks > 0 ? marks : undefined,
    negativeMark: worst < 0 ? Math.round((-worst / 100) * (marks || 1) * 100) / 100 : undefined,
    tags: uniqueTags([
      ...categoryTags(category),
      ...(question.tags?.tag ?? []).map((tag) => text(tag).slice(0, 60)),
    ]),
  };
  const source = { place, key: question.idnumber?.toString().trim() || null, category, images };
  const typed =
    type === 'truefalse'
      ? trueFalse(answers, Boolean(stem.hi))
      : type === 'numerical'
        ? numerical(answers)
        : type === 'shortanswer'
          ? shortAnswer(question, answers)
          : choice(question, (answer) => splitLanguages(html(answer)));
  if ('skip' in typed) out.skip(place, typed.skip, type);
  else if ('error' in typed) out.error(place, typed.error);
  else out.add(source, { ...body, ...typed });
}

type Typed =
  | Pick<TQuestionBodyInput, 'type' | 'options' | 'numeric' | 'markingRule' | 'shortAnswer'>
  | { skip: string }
  | { error: string };

/** Moodle's true/false: the answer "true" with marks says which of True/False is right. */
function trueFalse(answers: MoodleAnswer[], hindi: boolean): Typed {
  const trueAnswer = answers.find((a) => text(a).toLowerCase() === 'true');
  const trueIsRight = trueAnswer ? fraction(trueAnswer) > 0 : false;
  return {
    type: 'true-false',
    options: [0, 1].map((i) => ({
      textEn: TRUE_FALSE.en[i] ?? '',
      textHi: hindi ? TRUE_FALSE.hi[i] : undefined,
      correct: trueIsRight === (i === 0),
    })),
  };
}

/** The first full-marks answer ± its tolerance. */
function numerical(answers: MoodleAnswer[]): Typed {
  const answer = answers.find((a) => fraction(a) >= 100 && text(a) !== '*');
  if (!answer) return { skip: 'a numerical question needs one answer with full marks and a value' };
  const value = Number(text(answer));
  const tolerance = Math.abs(Number(answer.tolerance ?? '0'));
  if (!text(answer) || !Number.isFinite(value) || !Number.isFinite(tolerance))
    return {
      error: `answer "${text(answer)}" (tolerance "${answer.tolerance ?? ''}") is not a number`,
    };
  return {
    type: 'numerical',
    numeric: { min: tidyNumber(value - tolerance), max: tidyNumber(value + tolerance) },
  };
}

/**
 * Shortanswer: the full-marks answers are the accepted ones, `usecase` the case rule. Moodle reads
 * an unescaped `*` as a wildcard, which the platform's exact match cannot keep: such answers are
 * left out; `\*` is a literal star. Answers with part of the marks are not accepted answers.
 */
function shortAnswer(question: MoodleQuestion, answers: MoodleAnswer[]): Typed {
  const full = answers.filter((a) => fraction(a) >= 100).map(text);
  const accepted = full
    .filter((answer) => answer !== '' && !/(^|[^\\])\*/.test(answer))
    .map((answer) => answer.replaceAll('\\*', '*'));
  if (accepted.length === 0)
    return {
      skip:
        full.length > 0
          ? "its answers use Moodle's * wildcard, which the platform does not match"
          : 'a short-answer question needs an answer with full marks',
    };
  return {
    type: 'short-answer',
    shortAnswer: {
      accepted: [...new Set(accepted)].slice(0, 20),
      caseSensitive: question.usecase?.toString().trim() === '1',
    },
  };
}

/** Multichoice: `single` says single or multiple; answers with marks are the right ones. */
function choice(question: MoodleQuestion, read: (answer: MoodleAnswer) => Bilingual): Typed {
  const answers = question.answer ?? [];
  const options: TQuestionOptionBody[] = answers.map((answer) => {
    const option = read(answer);
    return { textEn: option.en, textHi: option.hi, correct: fraction(answer) > 0 };
  });
  if (question.single?.toString().trim() !== 'false') {
    if (answers.some((a) => fraction(a) > 0 && fraction(a) < 100))
      return {
        skip: 'several answers give part of the marks: a single-choice question has one correct answer',
      };
    return { type: 'single', options };
  }
  return { type: 'multiple', markingRule: markingRuleOfWeights(answers.map(fraction)), options };
}
