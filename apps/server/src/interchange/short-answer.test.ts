import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from './parse.ts';

const read = (name: string, text: string) =>
  parseQuestionFile(name, new TextEncoder().encode(text)).then((parsed) => parsed.report);

describe('short answers read from other systems (decision 039)', () => {
  it('Moodle XML shortanswer: full-marks answers accepted, usecase the case rule, * wildcards left out', async () => {
    const xml = `<?xml version="1.0"?><quiz>
      <question type="shortanswer"><name><text>Capital</text></name>
        <questiontext format="html"><text>Capital of India?</text></questiontext>
        <usecase>0</usecase>
        <answer fraction="100"><text>New Delhi</text></answer>
        <answer fraction="100"><text>Delhi</text></answer>
        <answer fraction="50"><text>Dilli</text></answer>
        <answer fraction="100"><text>*Delhi*</text></answer>
      </question>
      <question type="shortanswer"><name><text>Salt</text></name>
        <questiontext format="html"><text>Formula of salt?</text></questiontext>
        <usecase>1</usecase>
        <answer fraction="100"><text>NaCl</text></answer>
        <answer fraction="100"><text>2\\*3</text></answer>
      </question>
      <question type="shortanswer"><name><text>Wild</text></name>
        <questiontext format="html"><text>Anything?</text></questiontext>
        <answer fraction="100"><text>*</text></answer>
      </question></quiz>`;
    const report = await read('bank.xml', xml);
    expect(report.errors).toEqual([]);
    expect(report.items.map((item) => [item.body.type, item.body.shortAnswer])).toEqual([
      ['short-answer', { accepted: ['New Delhi', 'Delhi'], caseSensitive: false }],
      ['short-answer', { accepted: ['NaCl', '2*3'], caseSensitive: true }],
    ]);
    expect(report.skipped).toEqual([
      {
        place: 'question 3 (Wild)',
        reason: expect.stringMatching(/wildcard/),
        sourceType: 'shortanswer',
      },
    ]);
  });

  it('GIFT {=a =b} without ~ is a short answer ignoring case; partial-credit answers are not accepted', async () => {
    const gift = '::Planet::Largest planet? {=Jupiter =%50%Saturn =Jupiter#right}\n';
    const report = await read('bank.gift', gift);
    expect(report.items[0]?.body).toMatchObject({
      type: 'short-answer',
      options: [],
      shortAnswer: { accepted: ['Jupiter'], caseSensitive: false },
    });
  });

  it('QTI textEntryInteraction with string responses: correct values and full-marks mapping entries', async () => {
    const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="york" title="York" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>York</value></correctResponse>
    <mapping defaultValue="0">
      <mapEntry mapKey="York" mappedValue="1" caseSensitive="false"/>
      <mapEntry mapKey="york city" mappedValue="1" caseSensitive="false"/>
      <mapEntry mapKey="Yorkshire" mappedValue="0.5" caseSensitive="false"/>
    </mapping>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody><p>Identify the missing word: Edward's army came from <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>.</p></itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
</assessmentItem>`;
    const report = await read('york.xml', item);
    expect(report.errors).toEqual([]);
    expect(report.items[0]?.body).toMatchObject({
      type: 'short-answer',
      shortAnswer: { accepted: ['York', 'york city'], caseSensitive: false },
    });
  });
});
