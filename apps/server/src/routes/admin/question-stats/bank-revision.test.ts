import { beforeAll, expect, it } from 'vitest';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import type { TPaper } from '@exam/contracts/papers/entities';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { staffOfTwoInstitutes } from '../../../../test/staff.ts';
import { registerAndLogin } from '../../../../test/students.ts';
import { fetchPaper, sitPaper } from '../../../../test/attempts.ts';
import { adminCall, type StaffSession, SETS, QUESTIONS } from '../test-helpers.ts';

const single = (text: string) => ({
  type: 'single',
  textEn: `<p>${text}</p>`,
  solutionEn: '<p>Because A.</p>',
  options: ['A', 'B', 'C'].map((cap, i) => ({ textEn: `${text} ${cap}`, correct: i === 0 })),
});

describeEachDatabase('a key correction reaches the bank question', (h) => {
  let teacher: StaffSession;
  let bankId: number;
  let set: TSetDetail;
  let paper: TPaper;

  const question = async () =>
    (await adminCall(h, 'GET', `${QUESTIONS}/${bankId}`, { as: teacher })).body
      .response as TQuestionDetail;

  beforeAll(async () => {
    ({ teacher } = await staffOfTwoInstitutes(h));
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: teacher });
    const created = await adminCall(h, 'POST', QUESTIONS, {
      as: teacher,
      body: { body: single('Capital of India?') },
    });
    bankId = created.body.response.id as number;
    const res = await adminCall(h, 'POST', SETS, {
      as: teacher,
      body: {
        examId: exams.body.response[0].id,
        setTypeId: 3,
        nameEn: 'Bank key mock',
        durationMinutes: 10,
        languages: [1],
        negativeMarks: false,
        instructionEn: '<p>Answer.</p>',
        sections: [
          { nameEn: 'Part 1', marksPerQuestion: 2, questions: [{ bankQuestionId: bankId }] },
        ],
      },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    set = res.body.response as TSetDetail;
    expect((await adminCall(h, 'POST', `${SETS}/${set.id}/publish`, { as: teacher })).status).toBe(
      200,
    );
    const student = await registerAndLogin(h);
    paper = await fetchPaper(h, student, set.id);
    await sitPaper(h, student, paper, [2]);
  });

  it('adds a version with the corrected key and asks staff to revise the solution', async () => {
    const [q] = paper.questions;
    const res = await adminCall(h, 'POST', `${SETS}/${set.id}/questions/${q?.questionId}/key`, {
      as: teacher,
      body: { answerOptionId: q?.options[1]?.optionId, reason: 'B is right' },
    });
    expect(res.status).toBe(200);
    const revised = await question();
    expect(revised.currentVersion).toBe(2);
    expect(revised.body.options.map((o) => o.correct)).toEqual([false, true, false]);
    expect(revised.solutionReview).toMatch(/Bank key mock \(question 1\), its key was corrected/);
  });

  it('clears the request once staff save a revised version', async () => {
    const current = await question();
    const res = await adminCall(h, 'PUT', `${QUESTIONS}/${bankId}`, {
      as: teacher,
      body: { body: { ...current.body, solutionEn: '<p>Because B.</p>' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await question();
    expect(saved.currentVersion).toBe(3);
    expect(saved.solutionReview).toBeNull();
  });
});
