import type { TQuestionBodyInput, TQuestionOptionBody } from '@exam/contracts/questions/entities';
import { optionLabel, solutionWithFeedback, type AnswerFeedback } from './feedback.ts';
import { ensureImageAlt, escapeAttribute, safeDecode, tidyNumber } from './html.ts';
import { splitLanguages, type Bilingual } from './languages.ts';
import { markingRuleOfWeights } from './marking.ts';
import { takeMoodlePassage } from './moodle-passage.ts';
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
  feedback?: MoodleText;
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
  /** Moodle 1.9's picture of the question, by name, with its bytes in image_base64. */
  image?: string;
  image_base64?: string;
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
  // Our own export writes a shared passage ahead of the question's text (moodle-passage.ts).
  const { passage, rest } = takeMoodlePassage(html(question.questiontext));
  const stem = splitLanguages(rest + oldImage(out, question, place, number, images));
  const answers = question.answer ?? [];
  const feedbackOf = (answer: MoodleAnswer) => splitLanguages(html(answer.feedback));
  const labels = answers.map((answer, i) =>
    type === 'truefalse'
      ? text(answer).toLowerCase() === 'true'
        ? 'True'
        : 'False'
      : type === 'numerical'
        ? text(answer) === '*'
          ? 'Any other answer'
          : text(answer)
        : optionLabel(i, splitLanguages(html(answer)).en),
  );
  const general = splitLanguages(html(question.generalfeedback));
  const feedback = (lang: 'en' | 'hi'): AnswerFeedback[] =>
    answers.map((answer, i) => ({ label: labels[i] ?? '', html: feedbackOf(answer)[lang] ?? '' }));
  const solution = {
    en: solutionWithFeedback(general.en, feedback('en')),
    hi: general.hi === undefined ? undefined : solutionWithFeedback(general.hi, feedback('hi')),
  };
  const marks = question.defaultgrade === undefined ? undefined : Number(question.defaultgrade);
  // Moodle's penalty is for another try, which a CBT does not give; a negative fraction on a wrong
  // answer is how Moodle takes marks away, and so the negative mark.
  const worst = Math.min(0, ...answers.map(fraction).filter(Number.isFinite));
  const body: TQuestionBodyInput = {
    textEn: stem.en,
    textHi: stem.hi,
    solutionEn: solution.en,
    solutionHi: solution.hi,
    marks: marks && marks > 0 ? marks : undefined,
    negativeMark: worst < 0 ? Math.round((-worst / 100) * (marks || 1) * 100) / 100 : undefined,
    tags: uniqueTags([
      ...categoryTags(category),
      ...(question.tags?.tag ?? []).map((tag) => text(tag).slice(0, 60)),
    ]),
    ...(passage && { passage }),
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
  if ('skip' in typed) out.problem(place, typed.skip, type);
  else {
    const { notes, ...fields } = typed;
    out.add({ ...source, notes }, { ...body, ...fields });
  }
}

/** Moodle 1.9 kept a question's picture in <image> with its bytes in <image_base64>. */
function oldImage(
  out: ReportBuilder,
  question: MoodleQuestion,
  place: string,
  number: number,
  images: string[],
): string {
  const fileName = question.image?.toString().trim();
  if (!fileName) return '';
  if (/^https?:\/\//i.test(fileName))
    return ` <img src="${escapeAttribute(fileName)}" alt="${escapeAttribute(fileName.split('/').pop() ?? 'image')}">`;
  const base64 = question.image_base64?.toString().replace(/\s+/g, '') ?? '';
  if (!base64) {
    out.problem(place, `its picture "${fileName}" (Moodle 1.9 <image>) is not in the file`);
    return '';
  }
  const name = `question-${number}/${safeDecode(fileName.split('/').pop() ?? fileName)}`;
  if (out.image(place, name, Buffer.from(base64, 'base64'))) images.push(name);
  const alt = (fileName.split('/').pop() ?? 'image').replace(/\.[a-z0-9]+$/i, '');
  return ` <p><img src="${escapeAttribute(name)}" alt="${escapeAttribute(alt)}"></p>`;
}

type Typed =
  | (Pick<TQuestionBodyInput, 'type' | 'options' | 'numeric' | 'markingRule' | 'shortAnswer'> & {
      notes?: string[];
    })
  | { skip: string };

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

/**
 * The full-marks answers ± their tolerances, as one range when they overlap (Moodle lets several
 * answers be right); answers with part of the marks cannot be kept (noted).
 */
function numerical(answers: MoodleAnswer[]): Typed {
  const valued = answers.filter((a) => text(a) !== '*');
  const ranges: { min: number; max: number; text: string; fraction: number }[] = [];
  for (const answer of valued) {
    const value = Number(text(answer));
    const tolerance = Math.abs(Number(answer.tolerance ?? '0'));
    if (!text(answer) || !Number.isFinite(value) || !Number.isFinite(tolerance))
      return {
        skip: `answer "${text(answer)}" (tolerance "${answer.tolerance ?? ''}") is not a number`,
      };
    ranges.push({
      min: tidyNumber(value - tolerance),
      max: tidyNumber(value + tolerance),
      text: text(answer),
      fraction: fraction(answer),
    });
  }
  const full = ranges.filter((r) => r.fraction >= 100).sort((a, b) => a.min - b.min);
  const first = full[0];
  if (!first) return { skip: 'a numerical question needs one answer with full marks and a value' };
  let max = first.max;
  for (const next of full.slice(1)) {
    if (next.min > max)
      return {
        skip: `accepts separate answers (${full.map((r) => r.text).join(', ')}): the platform's numerical answer is one range`,
      };
    max = Math.max(max, next.max);
  }
  const partial = ranges.filter((r) => r.fraction > 0 && r.fraction < 100);
  return {
    type: 'numerical',
    numeric: { min: first.min, max },
    notes: partial.length
      ? [
          `partial credit dropped: ${partial.map((r) => `${r.text} (${r.fraction}%)`).join(', ')} — a numerical answer is right or wrong`,
        ]
      : [],
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

/** Moodle's grades: a fraction is one of its list (100, 90, …, 33.33333, …, 5) or its negative. */
const MOODLE_GRADES = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571,
  12.5, 11.11111, 10, 5, 0,
];
const isMoodleGrade = (value: number) =>
  MOODLE_GRADES.some((grade) => Math.abs(Math.abs(value) - grade) < 0.0001);

/** Multichoice: `single` says single or multiple; answers with marks are the right ones. */
function choice(question: MoodleQuestion, read: (answer: MoodleAnswer) => Bilingual): Typed {
  const answers = question.answer ?? [];
  const options: TQuestionOptionBody[] = answers.map((answer) => {
    const option = read(answer);
    return { textEn: option.en, textHi: option.hi, correct: fraction(answer) > 0 };
  });
  const fractions = answers.map(fraction);
  const invalid = fractions.filter((value) => !isMoodleGrade(value));
  if (invalid.length)
    return {
      skip: `answer grades ${invalid.join(', ')} are not grades Moodle gives (Moodle refuses this question too)`,
    };
  const positive = fractions.filter((value) => value > 0);
  if (question.single?.toString().trim() !== 'false') {
    // One answer is right; answers with part of the marks cannot be kept (noted).
    const partial = answers.filter((a) => fraction(a) > 0 && fraction(a) < 100);
    if (!fractions.some((value) => value >= 100))
      return { skip: 'no answer gives full marks: a single-choice question has one right answer' };
    return {
      type: 'single',
      options: options.map((option, i) => ({ ...option, correct: (fractions[i] ?? 0) >= 100 })),
      notes: partial.length
        ? [
            `partial credit dropped: ${partial.map((a) => `"${text(a)}" (${fraction(a)}%)`).join(', ')} — a single-choice question gives marks for its one right answer only`,
          ]
        : [],
    };
  }
  const markingRule = markingRuleOfWeights(fractions);
  if (!markingRule && positive.some((value) => value !== 100))
    return {
      skip: `the right answers' grades (${positive.join('%, ')}%) do not add up to 100%, so which answers are right cannot be told`,
    };
  return { type: 'multiple', markingRule, options };
}
