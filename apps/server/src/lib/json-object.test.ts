import { describe, expect, it } from 'vitest';
import { ok, okEnvelope } from '@exam/contracts/common/envelope';
import { ZExamResult, type TExamResult } from '@exam/contracts/results/entities';
import { jsonMembers, jsonObject, okJson } from './json-object.ts';

/** A result as the result call answers it: the report serialised once, the head per request. */
const result: TExamResult = {
  setId: 7,
  examId: 3,
  attemptNo: 1,
  setName: 'SSC CGL Mock 1',
  setNameHi: 'एसएससी सीजीएल मॉक 1',
  examName: 'SSC CGL',
  examNameHi: null,
  setData: null,
  studentId: 42,
  name: 'Asha "A." Verma\\',
  rollNo: 'R-0042',
  submittedAt: '2026-11-28T01:00:00.000Z',
  submitReason: 'submitted',
  durationMs: 3_600_000,
  score: 12.5,
  maxScore: 200,
  percentage: 6.25,
  correct: 5,
  incorrect: 3,
  skipped: 92,
  attempted: 8,
  accuracy: 62.5,
  passMark: 60,
  passed: false,
  totalTimeSec: 1_800,
  averageTimePerQuestionSec: 225,
  sections: [
    {
      id: 1,
      name: 'Reasoning',
      nameHi: 'तर्कशक्ति',
      attempted: 8,
      correct: 5,
      incorrect: 3,
      skipped: 17,
      score: 12.5,
      maxScore: 50,
      accuracy: 62.5,
    },
  ],
  questions: [],
  rank: { rank: 3, total: 10_000, percentile: 99.98 },
};

describe('JSON composed of members serialised apart', () => {
  const { score, maxScore, percentage, sections, questions, ...head } = result;
  const report = { score, maxScore, percentage, sections, questions };

  it('is the JSON.stringify of the same envelope, and the contract accepts it', () => {
    const json = okJson(jsonObject(jsonMembers(head), jsonMembers(report)));
    expect(json).toBe(JSON.stringify(ok({ ...head, ...report })));
    expect(okEnvelope(ZExamResult).strict().parse(JSON.parse(json))).toEqual(
      ok({ ...head, ...report }),
    );
  });

  it('keeps the envelope whole whatever the response holds (braces, quotes, an empty object)', () => {
    for (const response of [{}, { text: '}}' }, { nested: { a: [1, { b: '"}' }] } }]) {
      expect(okJson(jsonObject(jsonMembers(response)))).toBe(JSON.stringify(ok(response)));
    }
  });

  it('leaves out what JSON.stringify leaves out, and a repeated key keeps its last value', () => {
    const first = { a: 1, b: undefined, c: () => 1, d: new Date(0) };
    const second = { a: 2, e: null };
    expect(jsonObject(jsonMembers(first), jsonMembers(second))).toBe(
      JSON.stringify({ ...first, ...second }),
    );
  });
});
