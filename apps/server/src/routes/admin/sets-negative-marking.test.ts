import { beforeAll, describe, expect, it } from 'vitest';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, post } from '../../../test/students.ts';
import { fetchPaper, sitPaper } from '../../../test/attempts.ts';
import { RESULT, REVIEW } from '../../../test/student-paths.ts';
import { adminCall, SETS, QUESTIONS, singleChoice } from './test-helpers.ts';

const ALL_SETS = '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0';

/** A single-choice bank question whose key is option B. */
const single = (text: string) => singleChoice(text, { letters: ['A', 'B', 'C'], correct: 1 });

describeEachDatabase('negative-marking amounts of a set (decision 061)', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  let examId: number;
  let bankIds: number[];

  beforeAll(async () => {
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: staff.teacher });
    examId = exams.body.response[0].id;
    bankIds = [];
    for (const text of ['Set amount', 'Own amount', 'Section amount']) {
      const res = await adminCall(h, 'POST', QUESTIONS, {
        as: staff.teacher,
        body: { body: single(text) },
      });
      bankIds.push(res.body.response.id as number);
    }
  });

  /** Part 1 takes the set's amount (question 1) or the question's own 2 (question 2); Part 2 has 0.5. */
  const setBody = (overrides: Record<string, unknown> = {}) => ({
    examId,
    setTypeId: 3,
    nameEn: 'JEE-style mock',
    nameHi: 'जेईई मॉक',
    durationMinutes: 30,
    languages: [1, 2],
    negativeMarks: true,
    negativeMark: 1,
    sections: [
      {
        nameEn: 'Physics',
        nameHi: 'भौतिकी',
        marksPerQuestion: 4,
        questions: [
          { bankQuestionId: bankIds[0] },
          { bankQuestionId: bankIds[1], negativeMark: 2 },
        ],
      },
      {
        nameEn: 'Chemistry',
        nameHi: 'रसायन',
        marksPerQuestion: 4,
        negativeMark: 0.5,
        questions: [{ bankQuestionId: bankIds[2] }],
      },
    ],
    ...overrides,
  });

  const publishedSet = async (body: unknown) => {
    const res = await adminCall(h, 'POST', SETS, { as: staff.teacher, body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    const set = res.body.response as TSetDetail;
    expect(
      (await adminCall(h, 'POST', `${SETS}/${set.id}/publish`, { as: staff.teacher })).status,
    ).toBe(200);
    return set;
  };

  /** A student answers every question with option A (wrong) and reads the result and review. */
  const allWrong = async (setId: number) => {
    const student = await registerAndLogin(h);
    const paper = await fetchPaper(h, student, setId);
    await sitPaper(h, student, paper, [1, 1, 1]);
    const result = (await post(h, student, RESULT, { studentId: 0, setId, attemptNo: 1 })).body
      .response as TExamResult;
    const review = (await post(h, student, REVIEW, { setId, attemptNo: 1 })).body
      .response as TResultReview;
    return { paper, result, review };
  };

  it('keeps the set’s and each section’s amount, and the builder reads them back', async () => {
    const set = await publishedSet(setBody());
    expect(set.negativeMark).toBe(1);
    expect(set.sections.map((s) => s.negativeMark)).toEqual([null, 0.5]);
    const reopened = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
    expect(reopened.body.response).toMatchObject({
      negativeMarks: true,
      negativeMark: 1,
      sections: [{ negativeMark: null }, { negativeMark: 0.5 }],
    });
  });

  it("lists a bank question's own marks and amount, for the builder to show on picking", async () => {
    const own = await adminCall(h, 'POST', QUESTIONS, {
      as: staff.teacher,
      body: { body: { ...single('With a penalty'), marks: 4, negativeMark: 1 } },
    });
    const list = await adminCall(h, 'GET', `${QUESTIONS}?q=With%20a%20penalty`, {
      as: staff.teacher,
    });
    const row = list.body.response.items.find(
      (item: { id: number }) => item.id === own.body.response.id,
    );
    expect(row).toMatchObject({ marks: 4, negativeMark: 1 });
    const plain = list.body.response.items.length;
    expect(plain).toBe(1);
    const other = await adminCall(h, 'GET', `${QUESTIONS}/${bankIds[0]}`, { as: staff.teacher });
    expect(other.body.response).toMatchObject({ marks: null, negativeMark: null });
  });

  it('a wrong answer loses the question’s own amount, else the section’s, else the set’s', async () => {
    const set = await publishedSet(setBody());
    const { paper, result, review } = await allWrong(set.id);
    expect(paper.questions.map((q) => q.negativeMark)).toEqual([1, 2, 0.5]);
    expect(result.questions.map((q) => q.marks)).toEqual([-1, -2, -0.5]);
    expect(result.score).toBe(-3.5);
    expect(result.sections.map((s) => s.score)).toEqual([-3, -0.5]);
    expect(review.questions.map((q) => q.negativeMark)).toEqual([1, 2, 0.5]);
  });

  it('with negative marking off nobody loses anything, whatever amounts are stored', async () => {
    const set = await publishedSet(setBody({ negativeMarks: false, nameEn: 'Marking off' }));
    const { paper, result } = await allWrong(set.id);
    expect(paper.questions.map((q) => q.negativeMark)).toEqual([0, 0, 0]);
    expect(result.questions.map((q) => q.marks)).toEqual([0, 0, 0]);
    expect(result.score).toBe(0);
  });

  it('with no amount chosen a wrong answer loses SPEC’s quarter of the marks', async () => {
    const body = setBody({ negativeMark: null, nameEn: 'Quarter' });
    const set = await publishedSet({
      ...body,
      sections: body.sections.map((s) => ({ ...s, negativeMark: null })),
    });
    const { result } = await allWrong(set.id);
    expect(result.questions.map((q) => q.marks)).toEqual([-1, -2, -1]);
  });

  it('tells the student the scheme from the amounts: each section’s when they differ', async () => {
    const set = await publishedSet(setBody({ nameEn: 'Told by section' }));
    const student = await registerAndLogin(h);
    const res = await post(h, student, ALL_SETS, {});
    const listed = (res.body.response as TQuestionSet[]).find((s) => s.examSetId === set.id);
    expect(listed?.negativeMarking).toEqual({
      kind: 'by-section',
      sections: [
        { sectionName: 'Physics', sectionNameHi: 'भौतिकी', amount: 1 },
        { sectionName: 'Chemistry', sectionNameHi: 'रसायन', amount: 0.5 },
      ],
    });
  });

  describe('refuses amounts that make no sense, with the field named', () => {
    it('a negative amount', async () => {
      const res = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: setBody({ negativeMark: -1 }),
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toContainEqual(
        expect.objectContaining({ field: 'body.negativeMark', message: 'must not be negative' }),
      );
    });

    it('an amount above the marks of a question of the section', async () => {
      const body = setBody();
      const res = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: { ...body, sections: [body.sections[0], { ...body.sections[1], negativeMark: 5 }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toContainEqual(
        expect.objectContaining({
          field: 'body.sections.1.negativeMark',
          message: 'must not be more than the marks of a question of Chemistry (4)',
        }),
      );
    });
  });
});
