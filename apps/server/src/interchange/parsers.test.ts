import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { detectFormat } from './detect.ts';
import { zipFolder } from './fixtures/zip-folder.ts';
import { parseQuestionFile } from './parse.ts';
import { csvTemplate, xlsxTemplate } from './template.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const read = (name: string) => parseQuestionFile(name, readFileSync(fixture(name)));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('Moodle XML', () => {
  it('reads categories, entities, CDATA, images, Hindi, every supported type and skips the rest', async () => {
    const { report, images } = await read('moodle-awkward.xml');
    expect(report.errors).toEqual([]);
    expect(report.format).toBe('moodle-xml');
    expect(report.imported).toEqual({
      single: 2,
      multiple: 2,
      'true-false': 1,
      numerical: 1,
      'short-answer': 1,
    });
    const [lens, ray, gases, metals, water, pi] = report.items;
    expect(lens).toMatchObject({
      place: 'question 1 (Lens & image)',
      key: 'PHY-OPT-001',
      category: 'Physics/Optics',
      body: {
        type: 'single',
        textEn: expect.stringContaining('<p>A convex lens forms a real image'),
        // The general feedback, then each answer's feedback labelled with its answer.
        solutionEn:
          '<p>Beyond F the rays <em>converge</em> &rarr; a real image.</p>' +
          '<p><strong>Feedback on the answers</strong></p><ul><li><strong>B. The image is inverted &amp; real</strong>: Yes</li></ul>',
        marks: 4,
        negativeMark: 1,
        tags: ['Physics', 'Optics', 'lenses', 'class-10'],
      },
    });
    expect(lens?.body.options.map((o) => [o.textEn, o.correct])).toEqual([
      ['The image is always virtual', false],
      ['The image is <b>inverted</b> & real', true],
      ['There is no image', false],
    ]);
    expect(ray?.body.textEn).toBe(
      'Which ray is shown? <img alt="ray diagram" src="question-2/ray diagram.png">',
    );
    expect(ray?.body.textHi).toContain('कौन-सी किरण दिखाई गई है?');
    expect(ray?.body.options[0]).toEqual({ textEn: 'Refracted', textHi: 'अपवर्तित', correct: true });
    expect(ray?.images).toEqual(['question-2/ray diagram.png']);
    const image = images.get('question-2/ray diagram.png');
    expect(image?.mimeType).toBe('image/png');
    expect([...(image?.bytes.subarray(0, 4) ?? [])]).toEqual(PNG_SIGNATURE);
    expect(gases?.body).toMatchObject({
      type: 'multiple',
      markingRule: 'jee-partial',
      marks: 3,
      negativeMark: 3,
    });
    expect(gases?.category).toBe('Chemistry');
    expect(metals?.body.type).toBe('multiple');
    expect(metals?.body.markingRule).toBeUndefined();
    expect(metals?.body.options.map((o) => o.correct)).toEqual([true, true, false]);
    expect(water?.body).toMatchObject({
      type: 'true-false',
      textEn: '<p>Water boils at 100&nbsp;&deg;C at sea level.</p>',
      solutionEn: 'At 1 atm.',
      options: [
        { textEn: 'True', correct: true },
        { textEn: 'False', correct: false },
      ],
    });
    expect(pi?.body).toMatchObject({
      type: 'numerical',
      numeric: { min: 3.13, max: 3.15 },
      marks: 2,
    });
    expect(report.skipped.map((s) => [s.place, s.sourceType])).toEqual([
      ['question 7 (Explain refraction)', 'essay'],
      ['question 9 (Match)', 'matching'],
      ['question 10 (Cloze)', 'cloze'],
      ['question 11 (Read this)', 'description'],
    ]);
    expect(report.skipped[0]?.reason).toMatch(/marked by a person/);
  });

  it('names the line of a file that is not XML, and imports nothing', async () => {
    const { report } = await read('moodle-broken.xml');
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([
      {
        place: 'line 6',
        message: expect.stringMatching(/^is not readable XML: Expected closing tag 'questiontext'/),
      },
    ]);
  });

  it('skips every invalid question with its number, name and reason: the file is not an error', async () => {
    const { report } = await read('moodle-invalid-items.xml');
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.skipped.map(({ place, reason }) => ({ place, reason }))).toEqual([
      { place: 'question 1 (One option)', reason: 'options: needs at least 2 options' },
      {
        place: 'question 2 (Not a number)',
        reason: 'answer "seven" (tolerance "0") is not a number',
      },
      { place: 'question 3', reason: 'textEn: must not be empty' },
    ]);
  });
});

describe('GIFT', () => {
  it('reads titles, comments, categories, escapes, weights, true/false, numbers and Devanagari', async () => {
    const { report } = await read('gift-awkward.gift');
    expect(report.errors).toEqual([]);
    expect(report.imported).toEqual({
      single: 4,
      multiple: 1,
      'true-false': 2,
      numerical: 2,
      'short-answer': 1,
    });
    const byPlace = new Map(report.items.map((item) => [item.place, item.body]));
    expect(byPlace.get('line 4 (Sum: easy)')).toMatchObject({
      type: 'single',
      textEn: 'What is 2 + 2?',
      tags: ['Mathematics', 'Algebra'],
    });
    expect(byPlace.get('line 7 (Primes)')).toMatchObject({
      type: 'multiple',
      markingRule: 'jee-partial',
      textEn: 'Which of these are <b>prime</b>?',
      solutionEn:
        'Primes have exactly two divisors.<p><strong>Feedback on the answers</strong></p><ul><li><strong>C. 4</strong>: 4 = 2 × 2</li></ul>',
      options: [
        { textEn: '2', correct: true },
        { textEn: '3', correct: true },
        { textEn: '4', correct: false },
      ],
    });
    expect(byPlace.get('line 14 (Braces)')).toMatchObject({
      textEn: 'Which set notation is right for {1, 2}?',
      options: [
        { textEn: '{1, 2} has two elements', correct: true },
        { textEn: '{1} = {1, 2}', correct: false },
        { textEn: 'a ~ b # c', correct: false },
      ],
    });
    expect(byPlace.get('line 20')?.options.map((o) => o.correct)).toEqual([true, false]);
    expect(byPlace.get('line 22')?.options.map((o) => o.correct)).toEqual([false, true]);
    expect(byPlace.get('line 26 (Pi)')).toMatchObject({
      numeric: { min: 3.13, max: 3.15 },
      tags: ['Physics'],
    });
    expect(byPlace.get('line 28 (Range)')?.numeric).toEqual({ min: 1, max: 2 });
    expect(byPlace.get('line 30 (भारत)')?.options[0]).toEqual({
      textEn: 'नई दिल्ली',
      correct: true,
    });
    expect(byPlace.get('line 36')?.textEn).toBe('Two plus _____ equals four.');
    expect(report.skipped.map((s) => [s.place, s.sourceType])).toEqual([
      ['line 38 (Match)', 'matching'],
      ['line 46 (Essay)', 'essay'],
    ]);
  });

  it('takes the first full-marks answer of a numerical question with several', async () => {
    const gift = '::A::Q? {#=3.14:0.01 =%50%3.1:0.1}\n\n::B::Q? {#=%50%3:1 =%100%7..8#yes}\n';
    const { report } = await parseQuestionFile('n.gift', new TextEncoder().encode(gift));
    expect(report.items.map((item) => item.body.numeric)).toEqual([
      { min: 3.13, max: 3.15 },
      { min: 7, max: 8 },
    ]);
  });

  it('skips every broken question with its line and reason', async () => {
    const { report } = await read('gift-broken.gift');
    // One =answer and no ~ is a short answer in Moodle's GIFT (decision 039), not a broken choice.
    expect(report.items.map((item) => [item.place, item.body.type])).toEqual([
      ['line 5 (One option)', 'short-answer'],
    ]);
    expect(report.errors).toEqual([]);
    expect(report.skipped.map(({ place, reason }) => ({ place, reason }))).toEqual([
      {
        place: 'line 1 (Unclosed)',
        reason: 'the answer block opened with { is not closed with }',
      },
      { place: 'line 3 (Bad number)', reason: expect.stringContaining('"three" is not a number') },
      { place: 'line 7 (No right answer)', reason: 'no option is marked correct' },
    ]);
  });
});

describe('Aiken', () => {
  it('reads both option styles, Devanagari and escapes plain text as HTML', async () => {
    const { report } = await read('aiken-awkward.txt');
    expect(report.format).toBe('aiken');
    expect(report.errors).toEqual([]);
    expect(report.items.map((i) => [i.place, i.body.options.findIndex((o) => o.correct)])).toEqual([
      ['line 1', 1],
      ['line 8', 1],
      ['line 13', 0],
    ]);
    expect(report.items[1]?.body.options[1]?.textEn).toBe('नई दिल्ली');
    expect(report.items[2]?.body.textEn).toBe('What is 5 &lt; 7 &amp; 7 &gt; 5?');
  });

  it('skips every broken question with its line and reason', async () => {
    const { report } = await read('aiken-broken.txt');
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.skipped.map(({ place, reason }) => ({ place, reason }))).toEqual([
      { place: 'line 1', reason: 'ANSWER "E" (line 4) is not one of the options A, B' },
      { place: 'line 6', reason: 'options must be lettered A, B in order; found A, C' },
      { place: 'line 11', reason: 'the question has no "ANSWER: <letter>" line' },
    ]);
  });
});

describe('QTI', () => {
  it('reads a QTI 2.1 package: MathML kept, images from the package, Hindi, mapping, tolerance', async () => {
    const { report, images } = await parseQuestionFile(
      'physics.zip',
      zipFolder(fixture('qti21-package')),
    );
    expect(report.errors).toEqual([]);
    expect(report.imported).toEqual({ single: 1, multiple: 1, numerical: 1 });
    const [prism, vectors, gravity] = report.items;
    expect(prism).toMatchObject({
      place: 'item phy-prism-01 (Prism & refraction)',
      key: 'phy-prism-01',
      images: ['images/prism.png'],
      body: { type: 'single', marks: 4, negativeMark: 1, tags: ['optics', 'class-12'] },
    });
    expect(prism?.body.textEn).toContain(
      '<math><mi>n</mi><mo>=</mo><mfrac><msqrt><mn>3</mn></msqrt><mn>1</mn></mfrac></math>',
    );
    expect(prism?.body.textEn).toContain('<img src="images/prism.png" alt="A glass prism"/>');
    expect(prism?.body.textHi).toBe(
      '<p>प्रकाश नीचे दिए प्रिज़्म में प्रवेश करता है। पहली सतह पर क्या होता है?</p>',
    );
    expect(prism?.body.solutionEn).toContain('<math><mi>n</mi><mo>&gt;</mo><mn>1</mn></math>');
    expect(prism?.body.options[1]).toEqual({
      textEn: 'It bends towards the normal',
      textHi: 'यह अभिलंब की ओर मुड़ता है',
      correct: true,
    });
    expect([...(images.get('images/prism.png')?.bytes.subarray(0, 4) ?? [])]).toEqual(
      PNG_SIGNATURE,
    );
    expect(vectors?.body).toMatchObject({
      type: 'multiple',
      markingRule: 'jee-partial',
      textEn: 'Which of these are vector quantities?',
    });
    expect(vectors?.body.options.map((o) => o.correct)).toEqual([true, false, true]);
    expect(gravity?.body).toMatchObject({ type: 'numerical', numeric: { min: 9.7, max: 9.9 } });
    expect(gravity?.body.textEn).toBe(
      '<p>The acceleration due to gravity in m/s<sup>2</sup> is </p>',
    );
    expect(report.skipped).toEqual([
      {
        place: 'item essay-04 (Essay)',
        reason: 'extendedTextInteraction is not a question type of the platform',
        sourceType: 'extendedTextInteraction',
      },
    ]);
  });

  it('reads a QTI 3.0 package (qti- names) and a lone item with a gte/lte range', async () => {
    const { report } = await parseQuestionFile('v3.zip', zipFolder(fixture('qti30-package')));
    expect(report.errors).toEqual([]);
    expect(report.imported).toEqual({ multiple: 1, numerical: 1, 'true-false': 1 });
    expect(report.items.map((i) => i.body.options.map((o) => o.correct))).toEqual([
      [true, false, true],
      [],
      [false, true],
    ]);
    expect(report.items[0]?.images).toEqual(['media/circuit.png']);
    expect(report.items[1]?.body).toMatchObject({
      numeric: { min: 7, max: 7 },
      textHi: '<p>एक सप्ताह में कितने दिन होते हैं?</p>',
    });
    expect(report.items[2]?.body.textEn).toBe('Resistance rises as a copper wire gets colder.');

    const lone = await read('qti-lone-item.xml');
    expect(lone.report.format).toBe('qti');
    expect(lone.report.items[0]?.body).toMatchObject({
      textEn: '<p>Water boils at how many °C at sea level?</p>',
      numeric: { min: 99.5, max: 100.5 },
    });
  });

  it('skips every broken resource of a package with its place and reason', async () => {
    const { report } = await parseQuestionFile(
      'broken.zip',
      zipFolder(fixture('qti-broken-package')),
    );
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.skipped.map(({ place, reason }) => ({ place, reason }))).toEqual([
      { place: 'resource gone', reason: 'file "items/gone.xml" is not in the package' },
      {
        place: 'items/torn.xml line 5',
        reason: expect.stringMatching(/^is not readable XML: Expected closing tag 'p'/),
      },
      {
        place: 'item no-picture (Missing picture)',
        reason: 'image "figure.png" is not in the package',
      },
      {
        place: 'item no-answer (No answer)',
        reason: 'the numerical answer has no correct value (correctResponse or mapping)',
      },
    ]);
  });

  it('refuses a zip without a manifest and bytes that are not a zip', async () => {
    const noManifest = zipSync({ 'item.xml': new TextEncoder().encode('<x/>') });
    expect((await parseQuestionFile('a.zip', noManifest)).report.errors).toEqual([
      { place: 'file', message: 'is not a QTI content package: it has no imsmanifest.xml' },
    ]);
    const notZip = new Uint8Array([0x50, 0x4b, 1, 2, 3]);
    expect((await parseQuestionFile('b.zip', notZip)).report.errors[0]?.message).toMatch(
      /^is not a readable zip package/,
    );
  });
});

describe('CSV and XLSX template', () => {
  it('reads quoted cells, Hindi, every type and every form of the correct answer', async () => {
    const { report } = await read('template-awkward.csv');
    expect(report.errors).toEqual([]);
    expect(report.imported).toEqual({ single: 1, multiple: 1, numerical: 2, 'true-false': 1 });
    const [pink, even, light, range, earth] = report.items;
    expect(pink).toMatchObject({
      place: 'row 2',
      key: 'csv-1',
      category: 'General Knowledge/India',
      body: {
        textEn: 'Which city is called the "Pink City"?',
        textHi: "किस शहर को 'गुलाबी नगर' कहते हैं?",
        marks: 2,
        negativeMark: 0.5,
        solutionEn: 'Jaipur, painted pink in 1876.',
        tags: ['General Knowledge', 'India', 'cities', 'rajasthan'],
      },
    });
    expect(pink?.body.options).toHaveLength(3);
    expect(even?.body).toMatchObject({ type: 'multiple', markingRule: 'jee-partial' });
    expect(even?.body.options.map((o) => o.correct)).toEqual([true, false, true]);
    expect(light?.body.numeric).toEqual({ min: 2.99, max: 3.01 });
    expect(range?.body.numeric).toEqual({ min: 1, max: 2 });
    expect(earth?.body.options).toEqual([
      { textEn: 'True', textHi: 'सत्य', correct: true },
      { textEn: 'False', textHi: 'असत्य', correct: false },
    ]);
  });

  it('names the row and column of every error', async () => {
    const { report } = await read('template-broken.csv');
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([
      {
        place: 'row 2',
        message:
          'type: "essay" is not one of single, multiple, numerical, true-false, short-answer',
      },
      { place: 'row 3', message: 'correct: C is not a filled option' },
      { place: 'row 4', message: 'correct: a single question has one correct option, not A,B' },
      { place: 'row 5', message: 'correct: "seven" is not a number, min..max or value±tolerance' },
      { place: 'row 6', message: 'marks: "many" is not a number' },
    ]);
  });

  it('the downloadable templates read back as their three examples', async () => {
    for (const [name, bytes] of [
      ['template.csv', new TextEncoder().encode(csvTemplate())],
      ['template.xlsx', await xlsxTemplate()],
    ] as const) {
      const { report } = await parseQuestionFile(name, bytes);
      expect(report.errors).toEqual([]);
      expect(report.imported).toEqual({ single: 1, numerical: 1, 'short-answer': 1 });
      expect(report.items[2]?.body.shortAnswer).toEqual({
        accepted: ['New Delhi', 'Delhi', 'नई दिल्ली'],
        caseSensitive: false,
      });
      expect(report.items[0]?.body.options[1]).toEqual({
        textEn: 'Ganga',
        textHi: 'गंगा',
        correct: true,
      });
      expect(report.items[1]?.body.numeric).toEqual({ min: 3.13, max: 3.15 });
    }
  });

  it('reads an XLSX workbook written by a spreadsheet program, naming its bad rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Mine');
    sheet.addRow(['type', 'question_en', 'option_a_en', 'option_b_en', 'correct', 'marks']);
    sheet.addRow(['single', 'दो और दो?', 'चार', 'पाँच', 'A', 2]);
    sheet.addRow(['numerical', 'Half of 7?', '', '', 3.5, 1]);
    sheet.addRow(['single', 'No answer', 'x', 'y', '', 1]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { report } = await parseQuestionFile('mine.xlsx', bytes);
    expect(report.format).toBe('xlsx');
    expect(report.items.map((i) => i.body.type)).toEqual(['single', 'numerical']);
    expect(report.items[0]?.body).toMatchObject({ textEn: 'दो और दो?', marks: 2 });
    expect(report.items[1]?.body.numeric).toEqual({ min: 3.5, max: 3.5 });
    expect(report.errors).toEqual([
      { place: 'row 4', message: 'correct: names no option (write B, or A,C)' },
    ]);
  });

  it('reads a short answer: accepted answers split at |, the case rule, and names what is wrong', async () => {
    const csv = new TextEncoder().encode(
      [
        'type,question_en,correct,case_sensitive',
        'short-answer,Symbol of sodium?,Na,yes',
        'short-answer,"Capital of India?"," New Delhi | Delhi, NCT |Delhi ",',
        'short-answer,Empty key?, | ,no',
        'short-answer,Odd rule?,x,sometimes',
      ].join('\n'),
    );
    const { report } = await parseQuestionFile('short.csv', csv);
    expect(report.items.map((item) => item.body.shortAnswer)).toEqual([
      { accepted: ['Na'], caseSensitive: true },
      { accepted: ['New Delhi', 'Delhi, NCT', 'Delhi'], caseSensitive: false },
    ]);
    expect(report.errors).toEqual([
      {
        place: 'row 4',
        message: 'correct: a short-answer question lists its accepted answers (New Delhi | Delhi)',
      },
      { place: 'row 5', message: 'case_sensitive: "sometimes" is not yes or no' },
    ]);
  });

  it('reads keep_last: the options that stay last when a set shuffles', async () => {
    const csv = new TextEncoder().encode(
      [
        'type,question_en,option_a_en,option_b_en,option_c_en,correct,keep_last',
        'single,Which?,Red,Blue,All of the above,C,C',
        'single,Which?,Red,Blue,,A,D',
      ].join('\n'),
    );
    const { report } = await parseQuestionFile('pinned.csv', csv);
    expect(report.items[0]?.body.options.map((o) => o.keepLast ?? false)).toEqual([
      false,
      false,
      true,
    ]);
    expect(report.errors).toEqual([
      { place: 'row 3', message: 'keep_last: D is not a filled option' },
    ]);
  });

  it('refuses a key used twice in one file', async () => {
    const csv = new TextEncoder().encode(
      'key,type,question_en,option_a_en,option_b_en,correct\nk1,single,One?,a,b,A\nk1,single,Two?,a,b,B\n',
    );
    expect((await parseQuestionFile('twice.csv', csv)).report.errors).toEqual([
      {
        place: 'row 3',
        message: expect.stringMatching(
          /^identifier collision: "k1" is also the identifier of a different item at row 2/,
        ),
      },
    ]);
  });

  it('refuses unknown columns', async () => {
    const csv = new TextEncoder().encode('type,question,correct\nsingle,x,A\n');
    expect((await parseQuestionFile('x.csv', csv)).report.errors).toEqual([
      { place: 'row 1', message: 'unknown column(s) question: see the template' },
      { place: 'row 1', message: 'the column question_en is missing' },
    ]);
  });
});

describe('hostile files', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const question = (name: string) =>
    `<quiz><question type="multichoice"><name><text>${name}</text></name>` +
    '<questiontext><text>x</text></questiontext><answer fraction="100"><text>a</text></answer>' +
    '<answer fraction="0"><text>b</text></answer></question></quiz>';

  it('an external entity is an error of the file, not a crash, and reads nothing from disk', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]>${question('&x;')}`;
    const { report } = await parseQuestionFile('xxe.xml', bytes(xml));
    expect(report.items).toEqual([]);
    expect(report.errors).toEqual([
      {
        place: 'line 1',
        message: 'declares XML entities (<!ENTITY …>), which an import does not expand',
      },
    ]);
  });

  it('nested entities are not expanded', async () => {
    const entities = ['<!ENTITY a0 "lollollollol">'];
    for (let i = 1; i < 10; i += 1) entities.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
    const xml = `<?xml version="1.0"?><!DOCTYPE quiz [${entities.join('')}]>${question('&a9;')}`;
    const { report } = await parseQuestionFile('lol.xml', bytes(xml));
    expect(JSON.stringify(report).length).toBeLessThan(10_000);
  });
});

describe('format detection', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('goes by the extension, and by the content when the extension is generic', () => {
    expect(detectFormat('a.gift', bytes('x'))).toBe('gift');
    expect(detectFormat('a.csv', bytes('x'))).toBe('csv');
    expect(detectFormat('a.txt', bytes('Q?\nA. x\nB. y\nANSWER: A\n'))).toBe('aiken');
    expect(detectFormat('a.txt', bytes('::T:: Q? {=a ~b}'))).toBe('gift');
    expect(detectFormat('a.xml', bytes('<?xml version="1.0"?>\n<quiz></quiz>'))).toBe('moodle-xml');
    expect(detectFormat('a.xml', bytes('<qti-assessment-item identifier="x"/>'))).toBe('qti');
    expect(detectFormat('a.xml', bytes('<assessmentItem identifier="x"/>'))).toBe('qti');
    expect(detectFormat('a.zip', zipSync({ 'imsmanifest.xml': bytes('<manifest/>') }))).toBe('qti');
    expect(detectFormat('a.bin', bytes('hello'))).toBeNull();
  });

  it('reports a file of no known format without throwing', async () => {
    const { report } = await parseQuestionFile('notes.bin', bytes('hello'));
    expect(report.errors).toEqual([
      {
        place: 'file',
        message: 'is not a format the bank imports (Moodle XML, GIFT, Aiken, QTI, CSV or XLSX)',
      },
    ]);
  });
});
