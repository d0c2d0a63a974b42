import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { parseQuestionFile } from './parse.ts';

/* The cases of issue 28 that the corpus (real files) does not hold, each as small as it can be. */
const text = (value: string) => new TextEncoder().encode(value);
const parse = (name: string, value: string | Uint8Array) =>
  parseQuestionFile(name, typeof value === 'string' ? text(value) : value);
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

describe('GIFT as Moodle reads it', () => {
  it('splits questions before unescaping \\n, so \\n\\n stays inside its question', async () => {
    const { report } = await parse(
      'a.gift',
      '::One::First line\\n\\nsecond line {T}\n\n::Two::Next {F}\n',
    );
    expect(report.items.map((item) => item.place)).toEqual(['line 1 (One)', 'line 3 (Two)']);
    expect(report.items[0]?.body.textEn).toBe('First line<br><br>second line');
  });

  it('tests ~ before ->, so an arrow in a choice keeps it a choice', async () => {
    const { report } = await parse(
      'a.gift',
      '::Arrow::Which is a reaction? {=A -> B ~A + B ~none}\n',
    );
    expect(report.skipped).toEqual([]);
    expect(report.items[0]?.body.options.map((o) => o.textEn)).toEqual([
      'A -&gt; B',
      'A + B',
      'none',
    ]);
  });

  it('keeps numerical alternatives as one range and notes the partial credit it drops', async () => {
    const { report } = await parse(
      'a.gift',
      '::Alt::A number near 3? {#=3:2 =4 =%50%9}\n\n::Apart::Seven or nine? {#=7 =9}\n',
    );
    expect(report.items[0]?.body.numeric).toEqual({ min: 1, max: 5 });
    expect(report.items[0]?.notes?.[0]).toMatch(/partial credit dropped: 9 \(50%\)/);
    expect(report.skipped[0]).toMatchObject({
      place: 'line 3 (Apart)',
      reason: expect.stringMatching(/one range/),
    });
  });

  it('keeps single choice with partial credit single: the right answer scores, the drop is noted', async () => {
    const { report } = await parse(
      'a.gift',
      '::Part::Capital of India? {=New Delhi ~%50%Delhi ~Mumbai}\n',
    );
    const [item] = report.items;
    expect(item?.body.type).toBe('single');
    expect(item?.body.options.map((o) => o.correct)).toEqual([true, false, false]);
    expect(item?.notes).toEqual([expect.stringContaining('partial credit dropped: "Delhi" (50%)')]);
  });
});

describe('Aiken and text files', () => {
  it('reads a UTF-16 file with its byte-order mark (Notepad\'s "Unicode")', async () => {
    const aiken = 'भारत की राजधानी?\nA) मुंबई\nB) नई दिल्ली\nANSWER: B\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(aiken, 'utf16le')]);
    const { report } = await parse('hindi.txt', utf16);
    expect(report.format).toBe('aiken');
    expect(report.items[0]?.body.options[1]).toEqual({ textEn: 'नई दिल्ली', correct: true });
  });

  it('a cloze .txt is not GIFT: it is an error naming what it is', async () => {
    const { report } = await parse('cloze.txt', 'Capital of France: {1:SHORTANSWER:=Paris}\n');
    expect(report.items).toEqual([]);
    expect(report.errors[0]?.message).toMatch(/embedded-answers \(cloze\)/);
  });
});

describe('Moodle XML', () => {
  const question = (id: string, stem: string, extra = '') =>
    `<question type="multichoice"><name><text>${stem}</text></name><questiontext format="html"><text>${stem}</text></questiontext>` +
    `<idnumber>${id}</idnumber><single>true</single>${extra}` +
    '<answer fraction="100"><text>a</text><feedback><text>Right: a.</text></feedback></answer>' +
    '<answer fraction="0"><text>b</text></answer></question>';

  it('reports two different items with one identifier as a collision, imports one', async () => {
    const { report } = await parse(
      'dup.xml',
      `<quiz>${question('k', 'One?')}${question('k', 'Two?')}</quiz>`,
    );
    expect(report.items).toHaveLength(1);
    expect(report.skipped[0]?.reason).toMatch(/^identifier collision: "k"/);
  });

  it('per-answer feedback is the labelled solution, not part of an option', async () => {
    const { report } = await parse('fb.xml', `<quiz>${question('f', 'Which?')}</quiz>`);
    expect(report.items[0]?.body.solutionEn).toContain('<strong>A. a</strong>: Right: a.');
    expect(report.items[0]?.body.options[0]?.textEn).toBe('a');
  });

  it('keeps dir="rtl", skips an http:// picture with its reason, and 11 options are skipped', async () => {
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `<answer fraction="${i ? 0 : 100}"><text>o${i}</text></answer>`,
    ).join('');
    const xml =
      '<quiz><question type="multichoice"><name><text>RTL</text></name><questiontext format="html"><text><![CDATA[<p dir="rtl">שאלה?</p>]]></text></questiontext>' +
      '<single>true</single><answer fraction="100"><text>כן</text></answer><answer fraction="0"><text>לא</text></answer></question>' +
      '<question type="multichoice"><name><text>Web</text></name><questiontext format="html"><text><![CDATA[<img src="http://example.org/a.png" alt="a">]]></text></questiontext>' +
      '<single>true</single><answer fraction="100"><text>x</text></answer><answer fraction="0"><text>y</text></answer></question>' +
      `<question type="multichoice"><name><text>Many</text></name><questiontext><text>Many?</text></questiontext><single>true</single>${eleven}</question></quiz>`;
    const { report } = await parse('rtl.xml', xml);
    expect(report.errors).toEqual([]);
    expect(report.items[0]?.body.textEn).toBe('<p dir="rtl">שאלה?</p>');
    expect(report.skipped.map((s) => [s.place, s.reason])).toEqual([
      ['question 2 (Web)', expect.stringMatching(/http:\/\/example.org\/a.png/)],
      ['question 3 (Many)', 'options: allows at most 10 options'],
    ]);
  });

  it('a passage block heading the question text is the passage; anywhere else it is text', async () => {
    const block = (key: string) =>
      `<div class="exam-passage"${key}><div class="exam-passage-text"><p>It was a dark night.</p></div></div>`;
    const cdata = (html: string) => `<![CDATA[${html}]]>`;
    const { report } = await parse(
      'passage.xml',
      `<quiz>${question('keyless-1', cdata(` ${block('')}<p>Was it dark?</p>`))}` +
        question('keyless-2', cdata(`${block('')}<p>Was it night?</p>`)) +
        question('after', cdata(`<p>Read:</p>${block(' data-passage-key="n"')}`)) +
        question('other', cdata('<div class="passage"><p>Plain.</p></div><p>Which?</p>')) +
        '</quiz>',
    );
    expect(report.errors).toEqual([]);
    const [one, two, after, other] = report.items;
    // An editor may drop the key: the same text is still one passage.
    expect(one?.body.passage).toEqual({
      key: expect.stringMatching(/^passage-[0-9a-f]{12}$/),
      textEn: '<p>It was a dark night.</p>',
    });
    expect(two?.body.passage).toEqual(one?.body.passage);
    expect(one?.body.textEn).toBe('<p>Was it dark?</p>');
    expect(after?.body.passage).toBeUndefined();
    expect(after?.body.textEn).toContain('<p>Read:</p><div class="exam-passage"');
    expect(other?.body.passage).toBeUndefined();
    expect(other?.body.textEn).toBe('<div class="passage"><p>Plain.</p></div><p>Which?</p>');
  });
});

describe('SVG drawings', () => {
  it('keeps a Moodle @@PLUGINFILE@@ SVG and an inline SVG as sanitised pictures', async () => {
    const file = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><foreignObject><div>x</div></foreignObject><image xlink:href="https://evil.example/x.png"/><circle r="3" onclick="x()"/></svg>',
    ).toString('base64');
    const inline =
      '<svg viewBox="0 0 4 4"><title>Square</title><rect width="4" height="4" style="fill:url(https://evil.example/p)"/></svg>';
    const xml =
      '<quiz><question type="truefalse"><name><text>Drawn</text></name><questiontext format="html">' +
      `<text><![CDATA[<p><img src="@@PLUGINFILE@@/shape.svg" alt="shape"></p>${inline}<p>A circle?</p>]]></text>` +
      `<file name="shape.svg" path="/" encoding="base64">${file}</file></questiontext>` +
      '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>';
    const { report, images } = await parse('svg.xml', xml);
    expect(report.skipped).toEqual([]);
    const [question] = report.items;
    expect(question?.images).toHaveLength(2);
    expect(question?.body.textEn).toMatch(
      /^<p><img src="question-1\/shape.svg" alt="shape"><\/p><img src="drawing-[0-9a-f]{16}.svg" alt="Square"><p>A circle\?<\/p>$/,
    );
    const stored = question?.images.map((name) =>
      new TextDecoder().decode(images.get(name)?.bytes),
    );
    expect(stored).toEqual([
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><circle r="3"/></svg>',
      '<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg"><title>Square</title><rect width="4" height="4"/></svg>',
    ]);
  });

  it('skips a question whose SVG is not readable, with the reason', async () => {
    const file = Buffer.from('<svg><rect></svg>').toString('base64');
    const xml =
      '<quiz><question type="truefalse"><name><text>Torn</text></name><questiontext format="html">' +
      '<text><![CDATA[<img src="@@PLUGINFILE@@/torn.svg" alt="t">]]></text>' +
      `<file name="torn.svg" path="/" encoding="base64">${file}</file></questiontext>` +
      '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>';
    const { report } = await parse('torn.xml', xml);
    expect(report.items).toEqual([]);
    expect(report.skipped[0]?.reason).toMatch(/^image "question-1\/torn.svg" is not readable XML/);
  });
});

describe('QTI', () => {
  const item = (id: string, body: string, extra = '') =>
    text(
      `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqti_v3p0" identifier="${id}" title="${id}">` +
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>' +
        `<qti-item-body${extra}>${body}</qti-item-body>` +
        '<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="correct" show-hide="show" title="Well done">Right.</qti-modal-feedback>' +
        '<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="incorrect" show-hide="show">Not quite.</qti-modal-feedback>' +
        '</qti-assessment-item>',
    );
  const choices =
    '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>An octahedron has how many faces?</qti-prompt>' +
    '<qti-simple-choice identifier="A">6<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="A" show-hide="show">That is a cube.</qti-feedback-inline></qti-simple-choice>' +
    '<qti-simple-choice identifier="B">8</qti-simple-choice></qti-choice-interaction>';
  const manifest = (hrefs: string[]) =>
    text(
      `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"><resources>${hrefs
        .map(
          (href, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv3p0" href="${href}"/>`,
        )
        .join('')}</resources></manifest>`,
    );

  it('feedback (inline, block, rubric, modal) leaves the stem and the options for the labelled solution', async () => {
    const body =
      '<qti-rubric-block view="scorer"><p>Award 1 mark.</p></qti-rubric-block>' +
      `<p>Count the faces.</p>${choices}` +
      '<qti-feedback-block outcome-identifier="FEEDBACK" identifier="correct" show-hide="show"><p>An octahedron has 8 faces.</p></qti-feedback-block>';
    const { report } = await parse('i.xml', item('octa', body));
    const [question] = report.items;
    expect(question?.body.textEn).toBe('<p>Count the faces.</p>An octahedron has how many faces?');
    expect(question?.body.options.map((o) => o.textEn)).toEqual(['6', '8']);
    const solution = question?.body.solutionEn ?? '';
    for (const part of [
      '<strong>Notes for the scorer</strong>: <p>Award 1 mark.</p>',
      '<strong>Feedback (correct)</strong>: <p>An octahedron has 8 faces.</p>',
      '<strong>Well done</strong>: Right.',
      '<strong>Feedback (incorrect)</strong>: Not quite.',
      '<strong>A. 6</strong>: That is a cube.',
    ])
      expect(solution).toContain(part);
  });

  it('a shared passage is kept apart from the stem, the same for each of its questions', async () => {
    const passage =
      '<qti-assessment-stimulus xmlns="http://www.imsglobal.org/xsd/imsqti_v3p0" identifier="night" title="Night"><qti-stimulus-body><p>It was a dark night.</p></qti-stimulus-body></qti-assessment-stimulus>';
    const ref = '<qti-assessment-stimulus-ref identifier="night" href="../passages/night.xml"/>';
    const zip = zipSync({
      'imsmanifest.xml': manifest(['items/one.xml', 'items/two.xml']),
      'passages/night.xml': text(passage),
      'items/one.xml': item('one', `${ref}${choices}`),
      'items/two.xml': item('two', `${ref}${choices}`),
    });
    const { report } = await parse('passage.zip', zip);
    expect(report.errors).toEqual([]);
    expect(report.items).toHaveLength(2);
    for (const question of report.items) {
      expect(question.body.textEn).toBe('An octahedron has how many faces?');
      expect(question.body.passage).toEqual({
        key: 'night',
        titleEn: 'Night',
        textEn: '<p>It was a dark night.</p>',
      });
      expect(question.body.tags).toContain('passage-night');
    }
  });

  it('keeps an item body\'s dir="rtl" on the stem and the options', async () => {
    const { report } = await parse('rtl.xml', item('rtl', choices, ' dir="rtl"'));
    expect(report.items[0]?.body.textEn).toMatch(/^<div dir="rtl">/);
    expect(report.items[0]?.body.options[0]?.textEn).toBe('<span dir="rtl">6</span>');
  });

  it('keeps an SVG picture sanitised; a sound skips its question with the reason', async () => {
    const zip = zipSync({
      'imsmanifest.xml': manifest(['svg.xml', 'sound.xml', 'good.xml', 'fake.xml']),
      'diagram.svg': text(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="4" height="2"/></svg>',
      ),
      'svg.xml': item('svg', `<p><img src="diagram.svg" alt="d"/></p>${choices}`),
      'sound.xml': item('sound', `<p><object data="tree.mp3" type="audio/mpeg"/></p>${choices}`),
      'good.xml': item('good', `<p><img src="pic.png" alt="p"/></p>${choices}`),
      'pic.png': PNG,
      'fake.xml': item('fake', `<p><img src="fake.png" alt="f"/></p>${choices}`),
      'fake.png': text('not a picture'),
    });
    const { report, images } = await parse('media.zip', zip);
    expect(report.errors).toEqual([]);
    expect(report.items.map((i) => i.key)).toEqual(['svg', 'good']);
    expect(report.items[0]?.body.textEn).toContain('<img src="diagram.svg" alt="d"');
    expect(images.get('diagram.svg')?.mimeType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(images.get('diagram.svg')?.bytes)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="2"/></svg>',
    );
    expect(report.skipped.map((s) => [s.place, s.reason])).toEqual([
      ['item sound (sound)', expect.stringMatching(/tree.mp3/)],
      ['item fake (fake)', expect.stringMatching(/not the image\/png picture its name says/)],
    ]);
  });
});
