import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { rewriteImageSources } from './html.ts';
import { joinLanguages } from './languages.ts';
import { weightsOfMarkingRule } from './marking.ts';
import { moodlePassageBlock } from './moodle-passage.ts';
import {
  mediaFileName,
  mediaSha,
  numberText,
  titleOf,
  xmlText,
  type ExportImages,
  type ExportQuestion,
} from './export-common.ts';

const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const fraction = (value: number) => value.toFixed(7).replace(/\.?0+$/, '') || '0';

/**
 * A Moodle XML question export (docs/decisions/016-question-interchange.md): Hindi in multilang
 * spans, images as @@PLUGINFILE@@ files of their field, a negative mark as the negative fraction
 * of the wrong answers, a shared passage as a marked block ahead of each of its questions' text.
 */
export function exportMoodleXml(questions: ExportQuestion[], images: ExportImages): string {
  const parts = questions.map((question) => moodleQuestion(question, images));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`;
}

function field(
  tag: string,
  en: string | undefined,
  hi: string | undefined,
  images: ExportImages,
  before = '',
) {
  const files = new Map<string, string>();
  const html = rewriteImageSources(before + joinLanguages(en ?? '', hi, 'moodle'), (src) => {
    const sha = mediaSha(src);
    const image = sha ? images.get(sha) : undefined;
    if (!sha || !image) return src;
    const name = mediaFileName(sha, image);
    files.set(name, Buffer.from(image.bytes).toString('base64'));
    return `@@PLUGINFILE@@/${name}`;
  });
  const fileTags = [...files].map(
    ([name, base64]) => `<file name="${xmlText(name)}" path="/" encoding="base64">${base64}</file>`,
  );
  return `<${tag} format="html"><text>${cdata(html)}</text>${fileTags.join('')}</${tag}>`;
}

function moodleQuestion({ key, body }: ExportQuestion, images: ExportImages): string {
  const lines = [
    `<name><text>${xmlText(titleOf(body))}</text></name>`,
    // A shared passage heads the text of each of its questions (moodle-passage.ts).
    field(
      'questiontext',
      body.textEn,
      body.textHi,
      images,
      body.passage ? moodlePassageBlock(body.passage) : '',
    ),
    field('generalfeedback', body.solutionEn, body.solutionHi, images),
    body.marks === undefined ? '' : `<defaultgrade>${numberText(body.marks)}</defaultgrade>`,
    '<penalty>0</penalty>',
    '<hidden>0</hidden>',
    `<idnumber>${xmlText(key)}</idnumber>`,
    ...typeLines(body, images),
    body.tags.length
      ? `<tags>${body.tags.map((tag) => `<tag><text>${xmlText(tag)}</text></tag>`).join('')}</tags>`
      : '',
  ];
  const type = {
    single: 'multichoice',
    multiple: 'multichoice',
    'true-false': 'truefalse',
    numerical: 'numerical',
    'short-answer': 'shortanswer',
  }[body.type];
  return `  <question type="${type}">\n${lines
    .filter(Boolean)
    .map((line) => `    ${line}`)
    .join('\n')}\n  </question>`;
}

function typeLines(body: TQuestionBody, images: ExportImages): string[] {
  // Moodle takes marks away by a negative fraction of the question's grade.
  const penalty = body.negativeMark ? -(body.negativeMark / (body.marks ?? 1)) * 100 : 0;
  if (body.type === 'numerical') {
    const range = body.numeric ?? { min: 0, max: 0 };
    const lines = [
      `<answer fraction="100" format="moodle_auto_format"><text>${numberText((range.min + range.max) / 2)}</text><tolerance>${numberText((range.max - range.min) / 2)}</tolerance></answer>`,
    ];
    if (penalty)
      lines.push(
        `<answer fraction="${fraction(penalty)}" format="moodle_auto_format"><text>*</text><tolerance>0</tolerance></answer>`,
      );
    return lines;
  }
  if (body.type === 'short-answer') {
    // Moodle reads an unescaped * as a wildcard; ours are literal.
    const accepted = body.shortAnswer?.accepted ?? [];
    return [
      `<usecase>${body.shortAnswer?.caseSensitive ? 1 : 0}</usecase>`,
      ...accepted.map(
        (text) =>
          `<answer fraction="100" format="moodle_auto_format"><text>${xmlText(text.replaceAll('*', '\\*'))}</text></answer>`,
      ),
    ];
  }
  if (body.type === 'true-false') {
    const trueIsRight = body.options[0]?.correct === true;
    return [
      `<answer fraction="${trueIsRight ? 100 : fraction(penalty)}" format="moodle_auto_format"><text>true</text></answer>`,
      `<answer fraction="${trueIsRight ? fraction(penalty) : 100}" format="moodle_auto_format"><text>false</text></answer>`,
    ];
  }
  const right = body.options.filter((o) => o.correct).length;
  const weight = body.type === 'multiple' ? weightsOfMarkingRule(body.markingRule, right) : 100;
  return [
    `<single>${body.type === 'single'}</single>`,
    '<shuffleanswers>false</shuffleanswers>',
    '<answernumbering>ABCD</answernumbering>',
    ...body.options.map((option) =>
      field('answer', option.textEn, option.textHi, images).replace(
        '<answer format="html">',
        `<answer fraction="${fraction(option.correct ? weight : penalty)}" format="html">`,
      ),
    ),
  ];
}
