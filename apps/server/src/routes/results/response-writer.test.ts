import { describe, expect, it } from 'vitest';
import { ok } from '@exam/contracts/common/envelope';
import { getResult } from '@exam/contracts/results/get-result';
import type { TExamResult } from '@exam/contracts/results/entities';
import { jsonMembers, resultBodyJson } from './response-writer.ts';
import { ZReport, type Head } from './report.ts';

const head: Head = {
  setId: 7,
  examId: 3,
  attemptNo: 1,
  setName: 'Mock test 1',
  setNameHi: 'मॉक टेस्ट 1',
  examName: 'SSC CGL',
  examNameHi: null,
  setData: null,
  studentId: 42,
  name: 'Asha "A" Verma',
  rollNo: 'R-1',
  submittedAt: '2026-11-27T10:00:00.000Z',
  submitReason: 'time-over',
  durationMs: 3_600_000,
  sections: [
    {
      id: 1,
      name: 'Maths',
      nameHi: 'गणित',
      attempted: 1,
      correct: 1,
      incorrect: 0,
      skipped: 1,
      score: 2,
      maxScore: 4,
      accuracy: 100,
    },
  ],
  rank: { rank: 2, total: 5, percentile: 80 },
};
const report = ZReport.parse({
  score: 2,
  maxScore: 4,
  percentage: 50,
  correct: 1,
  incorrect: 0,
  skipped: 1,
  attempted: 1,
  accuracy: 100,
  passMark: 1.2,
  passed: true,
  totalTimeSec: 90,
  averageTimePerQuestionSec: 45,
  questions: [
    {
      questionId: 11,
      questionNo: 1,
      sectionId: 1,
      outcome: 'Correct',
      answerId: 5,
      correctAnswerId: 5,
      marks: 2,
      maxMarks: 2,
      timeSpentSec: 60,
    },
  ],
});

describe('the result body writer', () => {
  it('writes the bytes the serialiser writes for the whole envelope', () => {
    const body = resultBodyJson(jsonMembers(head), jsonMembers(report));
    expect(body).toBe(JSON.stringify(ok({ ...head, ...report })));
  });

  it("answers the contract's envelope, its members in the contract's order", () => {
    const parsed: unknown = JSON.parse(resultBodyJson(jsonMembers(head), jsonMembers(report)));
    const checked = getResult.response.parse(parsed);
    expect(checked).toStrictEqual(parsed);
    expect(Object.keys(parsed as object)).toEqual(Object.keys(getResult.response.shape));
    expect((checked.response satisfies TExamResult).rank.rank).toBe(2);
  });

  it('leaves out a member that is undefined, as JSON.stringify does', () => {
    expect(jsonMembers({ a: 1, b: undefined, c: 'x' })).toBe('"a":1,"c":"x"');
  });
});
