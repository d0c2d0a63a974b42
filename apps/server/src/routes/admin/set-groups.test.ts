import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin, studentCall, post } from '../../../test/students.ts';
import { record, start, submit } from '../../../test/attempts.ts';
import { RESULT, REVIEW, SAVE } from '../../../test/student-paths.ts';
import {
  adminCall,
  staffLogin,
  twoInstituteFixture,
  type StaffSession,
  SETS,
  QUESTIONS,
  singleChoice,
} from './test-helpers.ts';

const PASSAGE = '<p>Read the passage: the river rises in the hills.</p>';

describeEachDatabase('question groups inside sections', (h) => {
  let teacher: StaffSession;
  let examId: number;
  let ids: number[];

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    teacher = await staffLogin(h, 'teacher');
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: teacher });
    examId = exams.body.response[0].id;
    ids = [];
    for (const text of ['One', 'Two', 'Three', 'Four']) {
      const res = await adminCall(h, 'POST', QUESTIONS, {
        as: teacher,
        body: { body: singleChoice(text) },
      });
      ids.push(res.body.response.id);
    }
  });

  const id = (i: number) => ids[i] ?? 0;

  /** Section 1: group A (2 questions, the second worth 3) and a passage group; section 2 plain. */
  const groupedBody = (overrides: Record<string, unknown> = {}) => ({
    examId,
    setTypeId: 3,
    nameEn: 'Grouped mock',
    nameHi: 'समूह मॉक',
    durationMinutes: 20,
    languages: [1, 2],
    sections: [
      {
        nameEn: 'Reasoning',
        nameHi: 'तर्क',
        marksPerQuestion: 2,
        groups: [
          {
            titleEn: 'Group A — single choice, 2 marks each',
            titleHi: 'समूह A — एकल विकल्प',
            questions: [{ bankQuestionId: id(0) }, { bankQuestionId: id(1), marks: 3 }],
          },
          {
            titleEn: 'Comprehension',
            instructionsEn: `${PASSAGE}<script>alert(1)</script>`,
            instructionsHi: '<p>गद्यांश पढ़ें।</p>',
            questions: [{ bankQuestionId: id(2) }],
          },
        ],
      },
      { nameEn: 'English', marksPerQuestion: 1, questions: [{ bankQuestionId: id(3) }] },
    ],
    ...overrides,
  });

  const create = async (body: unknown) => {
    const res = await adminCall(h, 'POST', SETS, { as: teacher, body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response as TSetDetail;
  };

  describe('POST /v2/api/admin/sets with groups', () => {
    it('keeps each group with its title, passage and questions, numbered across the set', async () => {
      const set = await create(groupedBody());
      expect(set.totalQuestion).toBe(4);
      expect(set.totalMarks).toBe(2 + 3 + 2 + 1);
      const [reasoning, english] = set.sections;
      expect(reasoning?.marksPerQuestion).toBe(2);
      expect(reasoning?.questions.map((q) => q.questionNo)).toEqual([1, 2, 3]);
      expect(
        reasoning?.groups.map((g) => ({
          title: g.titleEn,
          titleHi: g.titleHi,
          passage: g.instructionsEn,
          rows: g.questions.map((q) => [q.questionNo, q.bankQuestionId, q.marks]),
        })),
      ).toEqual([
        {
          title: 'Group A — single choice, 2 marks each',
          titleHi: 'समूह A — एकल विकल्प',
          passage: '',
          rows: [
            [1, id(0), null],
            [2, id(1), 3],
          ],
        },
        { title: 'Comprehension', titleHi: null, passage: PASSAGE, rows: [[3, id(2), null]] },
      ]);
      expect(english?.groups).toHaveLength(1);
      expect(english?.groups[0]).toMatchObject({ titleEn: '', instructionsEn: '' });
      expect(english?.groups[0]?.questions.map((q) => q.questionNo)).toEqual([4]);
    });

    it('gives the student a paper whose questions point at their group, passage included', async () => {
      const set = await create(groupedBody({ nameEn: 'Grouped published' }));
      const published = await adminCall(h, 'POST', `${SETS}/${set.id}/publish`, { as: teacher });
      expect(published.status).toBe(200);
      const student = await registerAndLogin(h);
      const res = await studentCall(h, 'GET', `/v2/api/cbt/question/get/all/by/setId/${set.id}`, {
        token: student.token,
      });
      expect(res.status).toBe(200);
      const paper = res.body.response as TPaper;
      expect(paper.groups.map((g) => [g.titleEn, g.totalQuestion])).toEqual([
        ['Group A — single choice, 2 marks each', 2],
        ['Comprehension', 1],
        ['', 1],
      ]);
      const passage = paper.groups[1];
      expect(passage?.instructionsEn).toBe(PASSAGE);
      expect(passage?.instructionsHi).toBe('<p>गद्यांश पढ़ें।</p>');
      const groupOf = (no: number) => paper.questions.find((q) => q.questionNo === no)?.groupId;
      expect(groupOf(1)).toBe(paper.groups[0]?.groupId);
      expect(groupOf(2)).toBe(paper.groups[0]?.groupId);
      expect(groupOf(3)).toBe(passage?.groupId);
      expect(paper.questions.map((q) => q.marks)).toEqual([2, 3, 2, 1]);

      // The report's analysis stays per section: two sections, whatever the groups.
      const attempt = await start(h, student, set.id);
      expect((await post(h, student, SAVE, record(paper, student, attempt, 2, 1, 1))).status).toBe(
        200,
      );
      expect((await post(h, student, SAVE, record(paper, student, attempt, 3, 1, 2))).status).toBe(
        200,
      );
      await submit(h, student, set.id, attempt);
      const result = await post(h, student, RESULT, { studentId: 0, setId: set.id, attemptNo: 1 });
      expect(result.body.response.score).toBe(5);
      expect(
        result.body.response.sections.map(
          (s: { name: string; correct: number; maxScore: number }) => [
            s.name,
            s.correct,
            s.maxScore,
          ],
        ),
      ).toEqual([
        ['Reasoning', 2, 7],
        ['English', 0, 1],
      ]);
      // The review shows the passage again beside the answers, in both languages.
      const review = await post(h, student, REVIEW, { setId: set.id, attemptNo: 1 });
      expect(review.status).toBe(200);
      expect(review.body.response.groups[1]).toMatchObject({
        groupId: passage?.groupId,
        titleEn: 'Comprehension',
        instructionsEn: PASSAGE,
        instructionsHi: '<p>गद्यांश पढ़ें।</p>',
      });
    });

    it('previews the groups as the exam panel gets them', async () => {
      const set = await create(groupedBody({ nameEn: 'Grouped preview' }));
      const res = await adminCall(h, 'GET', `${SETS}/${set.id}/preview`, { as: teacher });
      expect(res.status).toBe(200);
      const paper = res.body.response as TPaper;
      expect(paper.groups.map((g) => g.titleEn)).toEqual([
        'Group A — single choice, 2 marks each',
        'Comprehension',
        '',
      ]);
    });
  });

  describe('PUT /v2/api/admin/sets/:id with groups', () => {
    it('rebuilds the groups in their new order and drops a removed one', async () => {
      const set = await create(groupedBody({ nameEn: 'Grouped update' }));
      const body = groupedBody({ nameEn: 'Grouped update' });
      const [first, second] = body.sections[0]?.groups ?? [];
      const res = await adminCall(h, 'PUT', `${SETS}/${set.id}`, {
        as: teacher,
        body: {
          ...body,
          sections: [{ ...body.sections[0], groups: [second, first] }],
        },
      });
      expect(res.status).toBe(200);
      const updated = res.body.response as TSetDetail;
      expect(updated.sections).toHaveLength(1);
      expect(
        updated.sections[0]?.groups.map((g) => [g.titleEn, g.questions.map((q) => q.questionNo)]),
      ).toEqual([
        ['Comprehension', [1]],
        ['Group A — single choice, 2 marks each', [2, 3]],
      ]);
      expect(updated.totalMarks).toBe(2 + 2 + 3);
    });
  });

  describe('bad groups', () => {
    /** A set whose second group holds only the bank question `bankQuestionId`. */
    const createWithSecondGroup = (bankQuestionId: number) => {
      const body = groupedBody();
      const groups = body.sections[0]?.groups ?? [];
      const questions = [{ bankQuestionId }];
      const sections = [{ ...body.sections[0], groups: [groups[0], { ...groups[1], questions }] }];
      return adminCall(h, 'POST', SETS, { as: teacher, body: { ...body, sections } });
    };

    it('names a question used in two groups', async () => {
      const res = await createWithSecondGroup(id(0));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('sections.0.groups.1.questions.0.bankQuestionId');
    });

    it('refuses a section with both questions and groups, naming the field', async () => {
      const body = groupedBody();
      const res = await adminCall(h, 'POST', SETS, {
        as: teacher,
        body: {
          ...body,
          sections: [{ ...body.sections[0], questions: [{ bankQuestionId: id(3) }] }],
        },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('sections.0.questions');
    });

    it('names the group row of a question not in the bank', async () => {
      const res = await createWithSecondGroup(999_999);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('sections.0.groups.1.questions.0.bankQuestionId');
    });
  });
});
