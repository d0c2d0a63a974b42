import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { toXhtml, type ExportImages, type ExportQuestion } from './export-common.ts';
import { exportMoodleXml } from './export-moodle.ts';
import { exportQtiPackage } from './export-qti.ts';
import { rewriteImageSources } from './html.ts';
import { parseQuestionFile } from './parse.ts';
import type { ParsedImport } from './report.ts';

const png = readFileSync(new URL('./fixtures/qti21-package/images/prism.png', import.meta.url));
const sha = createHash('sha256').update(png).digest('hex');
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
);
const svgSha = createHash('sha256').update(svg).digest('hex');
const images: ExportImages = new Map([
  [sha, { bytes: png, mimeType: 'image/png' }],
  [svgSha, { bytes: svg, mimeType: 'image/svg+xml' }],
]);
const math = '<math><mi>x</mi><mo>=</mo><msup><mi>y</mi><mn>2</mn></msup></math>';

/** One question of every type, with Hindi, an image, MathML, marks and tags. */
export const ROUND_TRIP_QUESTIONS: ExportQuestion[] = [
  {
    // Right-to-left text keeps its direction, and an SVG drawing comes back as the same picture.
    key: 'rt-arabic',
    body: {
      type: 'single',
      textEn: `<p dir="rtl">ما ناتج جمع اثنين واثنين؟ <img src="/media/${svgSha}" alt="مربع" /></p>`,
      options: [
        { textEn: '<span dir="rtl">أربعة</span>', correct: true },
        { textEn: '<span dir="rtl">ثلاثة</span>', correct: false },
      ],
      tags: [],
    },
  },
  {
    key: 'rt-single',
    body: {
      type: 'single',
      textEn: `<p>Solve ${math} for the figure <img src="/media/${sha}" alt="A figure" /> &amp; choose.</p>`,
      textHi: `<p>चित्र <img src="/media/${sha}" alt="एक चित्र" /> के लिए हल करें।</p>`,
      solutionEn: '<p>Because <b>y</b> &lt; 3.</p>',
      solutionHi: '<p>क्योंकि y &lt; 3.</p>',
      options: [
        { textEn: 'One', textHi: 'एक', correct: false },
        { textEn: `Two ${math}`, textHi: 'दो', correct: true },
        { textEn: 'Three', textHi: 'तीन', correct: false },
      ],
      marks: 4,
      negativeMark: 1,
      tags: ['algebra', 'class-10'],
    },
  },
  {
    key: 'rt-multiple-partial',
    body: {
      type: 'multiple',
      markingRule: 'jee-partial',
      textEn: 'Which are prime?',
      textHi: 'कौन-सी अभाज्य हैं?',
      options: [
        { textEn: '2', textHi: '२', correct: true },
        { textEn: '3', textHi: '३', correct: true },
        { textEn: '4', textHi: '४', correct: false },
      ],
      marks: 4,
      negativeMark: 2,
      tags: [],
    },
  },
  {
    key: 'rt-multiple-all',
    body: {
      type: 'multiple',
      textEn: 'Which are metals?',
      options: [
        { textEn: 'Iron', correct: true },
        { textEn: 'Sulphur', correct: false },
        { textEn: 'Copper', correct: true },
      ],
      tags: ['chemistry'],
    },
  },
  {
    key: 'rt-numerical',
    body: {
      type: 'numerical',
      textEn: '<p>π to two places?</p>',
      textHi: '<p>π दो दशमलव स्थानों तक?</p>',
      options: [],
      numeric: { min: 3.13, max: 3.15 },
      marks: 3,
      negativeMark: 1,
      tags: ['maths'],
    },
  },
  {
    key: 'rt-true-false',
    body: {
      type: 'true-false',
      textEn: 'The Sun is a star.',
      textHi: 'सूर्य एक तारा है।',
      solutionEn: 'It is.',
      options: [
        { textEn: 'True', textHi: 'सत्य', correct: true },
        { textEn: 'False', textHi: 'असत्य', correct: false },
      ],
      marks: 1,
      tags: [],
    },
  },
  {
    key: 'rt-short-answer',
    body: {
      type: 'short-answer',
      textEn: '<p>The formula of common salt?</p>',
      textHi: '<p>साधारण नमक का सूत्र?</p>',
      options: [],
      shortAnswer: { accepted: ['NaCl', 'Na*Cl & <x>'], caseSensitive: true },
      marks: 2,
      tags: ['chemistry'],
    },
  },
  {
    key: 'rt-short-answer-any-case',
    body: {
      type: 'short-answer',
      textEn: 'The capital of India?',
      options: [],
      shortAnswer: { accepted: ['New Delhi', 'Delhi'], caseSensitive: false },
      tags: [],
    },
  },
];

/** As the writer stores them: each image of the file under /media/<sha of its bytes>. */
function storedBodies(parsed: ParsedImport) {
  const paths = new Map(
    [...parsed.images].map(([name, image]) => [
      name,
      `/media/${createHash('sha256').update(image.bytes).digest('hex')}`,
    ]),
  );
  return parsed.report.items.map((item) => ({ key: item.key, body: canonical(item.body, paths) }));
}

/** HTML compared in one serialisation (attribute quotes, self-closing tags). */
function canonical(body: TQuestionBody, paths = new Map<string, string>()): TQuestionBody {
  const html = (text: string | undefined) =>
    text === undefined
      ? undefined
      : toXhtml(rewriteImageSources(text, (src) => paths.get(src) ?? src)).replace(
          / xmlns="[^"]*"/g,
          '',
        );
  return {
    ...body,
    textEn: html(body.textEn) ?? '',
    textHi: html(body.textHi),
    solutionEn: html(body.solutionEn),
    solutionHi: html(body.solutionHi),
    options: body.options.map((o) => ({
      ...o,
      textEn: html(o.textEn) ?? '',
      textHi: html(o.textHi),
    })),
    ...(body.passage && {
      passage: {
        ...body.passage,
        textEn: html(body.passage.textEn) ?? '',
        textHi: html(body.passage.textHi),
      },
    }),
  };
}

const expected = ROUND_TRIP_QUESTIONS.map((q) => ({ key: q.key, body: canonical(q.body) }));

describe('export → import gives the same questions', () => {
  it('QTI 3.0 package', async () => {
    const zip = exportQtiPackage(ROUND_TRIP_QUESTIONS, images);
    const parsed = await parseQuestionFile('export.zip', zip);
    expect(parsed.report.errors).toEqual([]);
    expect(parsed.report.skipped).toEqual([]);
    expect(storedBodies(parsed)).toEqual(expected);
    expect(parsed.report.items[1]?.body.textEn).toContain('<math><mi>x</mi>');
    expect(parsed.report.items[0]?.body.textEn).toMatch(/^<p dir="rtl">ما ناتج/);
    expect(parsed.report.items[1]?.images).toEqual([`media/${sha}.png`]);
    expect(parsed.report.items[0]?.images).toEqual([`media/${svgSha}.svg`]);
  });

  it('QTI 3.0 keeps a shared passage, written once as a stimulus its items refer to', async () => {
    const passage = {
      key: 'river',
      titleEn: 'The river',
      textEn: '<p>The river rises in the hills.</p>',
      textHi: '<p>नदी पहाड़ियों से निकलती है।</p>',
    };
    const ask = (key: string, text: string): ExportQuestion => ({
      key,
      body: {
        type: 'true-false',
        textEn: `<p>${text}</p>`,
        options: [
          { textEn: 'True', correct: true },
          { textEn: 'False', correct: false },
        ],
        tags: ['passage-river'],
        passage,
      },
    });
    const questions = [ask('r1', 'It rises in the hills.'), ask('r2', 'It has a source.')];
    const zip = exportQtiPackage(questions, images);
    expect(Object.keys(unzipSync(zip)).filter((name) => name.startsWith('passages/'))).toEqual([
      'passages/river.xml',
    ]);
    // Where QTI 3 puts the reference, so that other players find the passage: ahead of the body.
    const item = strFromU8(unzipSync(zip)['items/r1.xml'] ?? new Uint8Array());
    expect(item).toMatch(
      /<qti-assessment-stimulus-ref identifier="river" href="..\/passages\/river.xml"\/>\s*<qti-item-body>/,
    );
    const parsed = await parseQuestionFile('export.zip', zip);
    expect(parsed.report.skipped).toEqual([]);
    expect(storedBodies(parsed)).toEqual(
      questions.map((q) => ({ key: q.key, body: canonical(q.body) })),
    );
  });

  it('Moodle XML keeps a shared passage, written ahead of the text of each of its questions', async () => {
    const passage = {
      key: 'river & hills',
      titleEn: 'The river <Ganga>',
      textEn: `<p>The river rises in the hills. <img src="/media/${sha}" alt="A map" /></p><p>It flows east.</p>`,
      textHi: '<p>नदी पहाड़ियों से निकलती है।</p>',
    };
    const ask = (key: string, text: string, shared?: typeof passage): ExportQuestion => ({
      key,
      body: {
        type: 'single',
        textEn: `<p>${text}</p>`,
        textHi: '<p>सही उत्तर चुनें।</p>',
        options: [
          { textEn: 'Yes', correct: true },
          { textEn: 'No', correct: false },
        ],
        tags: ['reading'],
        ...(shared && { passage: shared }),
      },
    });
    const questions = [
      ask('r1', 'Does it rise in the hills?', passage),
      ask('r2', 'Does it flow east?', passage),
      ask('r3', 'Is the sea salty?'),
    ];
    const xml = exportMoodleXml(questions, images);

    // What a Moodle user sees: the passage, titled, above each of its questions' own text.
    const questionTexts = [
      ...xml.matchAll(/<questiontext format="html"><text><!\[CDATA\[([\s\S]*?)\]\]><\/text>/g),
    ].map((match) => match[1] ?? '');
    expect(questionTexts).toHaveLength(3);
    for (const [i, html] of questionTexts.slice(0, 2).entries()) {
      expect(html).toMatch(
        /^<div class="exam-passage" data-passage-key="river &amp; hills"><h3 class="exam-passage-title">The river &lt;Ganga&gt;<\/h3>/,
      );
      expect(html).toContain('<span lang="en" class="multilang"><p>The river rises in the hills.');
      expect(html).toContain(`@@PLUGINFILE@@/${sha}.png`);
      expect(html).toContain('<span lang="hi" class="multilang"><p>नदी पहाड़ियों से निकलती है।</p>');
      expect(html.indexOf('It flows east.')).toBeLessThan(
        html.indexOf(i ? 'flow east?' : 'rise in'),
      );
    }
    expect(questionTexts[2]).not.toContain('exam-passage');
    expect(questionTexts[2]).not.toContain('river');

    const parsed = await parseQuestionFile('export.xml', new TextEncoder().encode(xml));
    expect(parsed.report.errors).toEqual([]);
    expect(parsed.report.skipped).toEqual([]);
    expect(storedBodies(parsed)).toEqual(
      questions.map((q) => ({ key: q.key, body: canonical(q.body) })),
    );
    // Stored, the passage's picture is one /media file: both questions show the same passage.
    const [first, second, third] = storedBodies(parsed);
    expect(first?.body.passage).toMatchObject({
      key: 'river & hills',
      titleEn: 'The river <Ganga>',
    });
    expect(second?.body.passage).toEqual(first?.body.passage);
    expect(first?.body.textEn).toBe('<p>Does it rise in the hills?</p>');
    expect(first?.body.textHi).toBe('<p>सही उत्तर चुनें।</p>');
    expect(third?.body.passage).toBeUndefined();
    expect(third?.body.textEn).toBe('<p>Is the sea salty?</p>');
  });

  it('QTI 3.0 keeps the options that stay last as fixed choices at the end', async () => {
    const pinned = {
      key: 'rt-keep-last',
      body: {
        type: 'single' as const,
        textEn: '<p>Which are colours?</p>',
        options: [
          { textEn: 'Red', correct: false },
          { textEn: 'Blue', correct: false },
          { textEn: 'All of the above', correct: true, keepLast: true },
        ],
        tags: [],
      },
    };
    const zip = exportQtiPackage([pinned], images);
    const parsed = await parseQuestionFile('export.zip', zip);
    expect(parsed.report.items[0]?.body.options.map((o) => o.keepLast ?? false)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('Moodle XML', async () => {
    const xml = exportMoodleXml(ROUND_TRIP_QUESTIONS, images);
    const parsed = await parseQuestionFile('export.xml', new TextEncoder().encode(xml));
    expect(parsed.report.errors).toEqual([]);
    expect(storedBodies(parsed)).toEqual(expected);
    expect(xml).toContain('<span lang="hi" class="multilang">');
    expect(xml).toContain(`@@PLUGINFILE@@/${sha}.png`);
    expect(xml).toContain(`@@PLUGINFILE@@/${svgSha}.svg`);
    expect(xml).toContain('<p dir="rtl">ما ناتج');
  });
});
