import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { options, questions } from '../../db/schema.ts';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { fetchPaper, sitPaper } from '../../../test/attempts.ts';
import { RESULT, REVIEW, START } from '../../../test/student-paths.ts';
import { adminCall, SETS, QUESTIONS, singleChoice } from './test-helpers.ts';

const single = (text: string, correct = 1, hindi = true) =>
  singleChoice(text, { letters: ['A', 'B', 'C'], correct, hindi });

describeEachDatabase('sets built from the bank', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  let examId: number;

  beforeAll(async () => {
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: staff.teacher });
    examId = exams.body.response[0].id;
  });

  const newQuestion = async (body: unknown, as = staff.teacher) => {
    const res = await adminCall(h, 'POST', QUESTIONS, { as, body: { body } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response.id as number;
  };

  const setBody = (sections: { ids: number[]; marks?: number }[], overrides = {}) => ({
    examId,
    setTypeId: 3,
    nameEn: 'Bank mock',
    nameHi: 'बैंक मॉक',
    durationMinutes: 30,
    languages: [1, 2],
    negativeMarks: true,
    instructionEn: '<p>Answer all.</p>',
    instructionHi: '<p>सभी उत्तर दें।</p>',
    sections: sections.map((s, i) => ({
      nameEn: `Part ${i + 1}`,
      nameHi: `भाग ${i + 1}`,
      marksPerQuestion: s.marks ?? 2,
      questions: s.ids.map((bankQuestionId) => ({ bankQuestionId })),
    })),
    ...overrides,
  });

  const createSet = async (body: unknown, as = staff.teacher) => {
    const res = await adminCall(h, 'POST', SETS, { as, body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response as TSetDetail;
  };

  const publish = (id: number, as = staff.teacher) =>
    adminCall(h, 'POST', `${SETS}/${id}/publish`, { as });

  describe('POST /v2/api/admin/sets', () => {
    it('builds an unpublished set with questions numbered across sections and its totals', async () => {
      const ids = [
        await newQuestion(single('Q one')),
        await newQuestion(single('Q two')),
        await newQuestion(single('Q three')),
      ];
      const set = await createSet(
        setBody([{ ids: ids.slice(0, 2) }, { ids: [ids[2] ?? 0], marks: 4 }]),
      );
      expect(set).toMatchObject({
        active: false,
        editable: true,
        sat: false,
        totalQuestion: 3,
        totalMarks: 8,
        durationMinutes: 30,
        languages: [1, 2],
      });
      expect(set.instituteId).toEqual(expect.any(Number));
      expect(
        set.sections.map((s) => s.questions.map((q) => [q.questionNo, q.bankQuestionId])),
      ).toEqual([
        [
          [1, ids[0]],
          [2, ids[1]],
        ],
        [[3, ids[2]]],
      ]);
      expect(set.sections[1]?.marksPerQuestion).toBe(4);
    });

    it('keeps the shuffle switches and a "keep last" option in the set it builds', async () => {
      const body = single('Which apply?');
      const id = await newQuestion({
        ...body,
        options: body.options.map((o, i) => (i === 2 ? { ...o, keepLast: true } : o)),
      });
      const other = await newQuestion(single('Kept in order'));
      const input = setBody([{ ids: [id] }, { ids: [other] }], {
        shuffleQuestions: false,
        shuffleOptions: true,
      });
      const [first, second] = input.sections;
      const set = await createSet({
        ...input,
        sections: [first, { ...second, shuffleOptions: false }],
      });
      expect(set).toMatchObject({
        shuffleQuestions: false,
        shuffleOptions: true,
        sections: [
          { shuffleQuestions: true, shuffleOptions: true },
          { shuffleQuestions: true, shuffleOptions: false },
        ],
      });
      const [option] = await h.database.db
        .select({ keepLast: options.keepLast, optionNo: options.optionNo })
        .from(options)
        .innerJoin(questions, eq(questions.id, options.questionId))
        .where(and(eq(questions.setId, set.id), eq(options.keepLast, true)));
      expect(option).toEqual({ keepLast: true, optionNo: 3 });
      const reopened = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
      expect(reopened.body.response).toMatchObject({
        shuffleQuestions: false,
        shuffleOptions: true,
      });
    });

    it('keeps the calculator the set allows (off by default) and gives it to the exam panel at start', async () => {
      const plain = await createSet(setBody([{ ids: [await newQuestion(single('No tools'))] }]));
      expect(plain.calculator).toBe('off');
      const set = await createSet(
        setBody([{ ids: [await newQuestion(single('Compute'))] }], { calculator: 'scientific' }),
      );
      expect(set.calculator).toBe('scientific');
      const reopened = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
      expect(reopened.body.response.calculator).toBe('scientific');
      const bad = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: setBody([{ ids: [] }], { calculator: 'graphing' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toBe('body.calculator');
      expect((await publish(set.id)).status).toBe(200);
      expect((await publish(plain.id)).status).toBe(200);
      const student = await registerAndLogin(h);
      const started = await post(h, student, START, { setId: set.id });
      expect(started.status).toBe(200);
      expect(started.body.response.calculator).toBe('scientific');
      const other = await post(h, student, START, { setId: plain.id });
      expect(other.body.response.calculator).toBe('off');
    });

    it('previews the paper exactly as the exam panel gets it, without the key of a CBT set', async () => {
      const id = await newQuestion(single('Preview me'));
      const set = await createSet(setBody([{ ids: [id] }]));
      const res = await adminCall(h, 'GET', `${SETS}/${set.id}/preview`, { as: staff.teacher });
      expect(res.status).toBe(200);
      const paper = res.body.response as TPaper;
      expect(paper.setId).toBe(set.id);
      expect(paper.questions[0]?.questionTextEn).toBe('<p>Preview me</p>');
      expect(paper.questions[0]?.options.map((o) => o.optionCap)).toEqual(['A', 'B', 'C']);
      expect(paper.questions[0]).not.toHaveProperty('answerId');
    });

    it('copies the answer key of every question type into the set, and the paper shows them', async () => {
      const multiple = await newQuestion({
        type: 'multiple',
        markingRule: 'jee-partial',
        textEn: '<p>Primes?</p>',
        textHi: '<p>अभाज्य?</p>',
        options: [
          { textEn: '2', textHi: '२', correct: true },
          { textEn: '4', textHi: '४', correct: false },
          { textEn: '5', textHi: '५', correct: true },
        ],
      });
      const numerical = await newQuestion({
        type: 'numerical',
        textEn: '<p>\\(\\pi\\) to two places?</p>',
        textHi: '<p>पाई?</p>',
        numeric: { min: 3.14, max: 3.15 },
      });
      const trueFalse = await newQuestion({
        type: 'true-false',
        textEn: '<p>The sky is blue.</p>',
        textHi: '<p>आकाश नीला है।</p>',
        options: [
          { textEn: 'True', textHi: 'सत्य', correct: true },
          { textEn: 'False', textHi: 'असत्य', correct: false },
        ],
      });
      const set = await createSet(setBody([{ ids: [multiple, numerical, trueFalse] }]));
      expect(set.sections[0]?.questions.map((q) => q.type)).toEqual([
        'multiple',
        'numerical',
        'true-false',
      ]);
      const rows = await h.database.db
        .select()
        .from(questions)
        .where(eq(questions.setId, set.id))
        .orderBy(asc(questions.questionNo));
      const optionRows = await h.database.db
        .select()
        .from(options)
        .where(
          inArray(
            options.questionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(options.optionNo));
      const idsOf = (questionId: number | undefined, nos: number[]) =>
        optionRows
          .filter((o) => o.questionId === questionId && nos.includes(o.optionNo))
          .map((o) => o.id);
      expect(rows[0]).toMatchObject({
        questionType: 'multiple',
        markingRule: 'jee-partial',
        answerOptionId: null,
        answerOptionIds: idsOf(rows[0]?.id, [1, 3]),
      });
      expect(rows[1]).toMatchObject({
        questionType: 'numerical',
        numericMin: 3.14,
        numericMax: 3.15,
        answerOptionId: null,
      });
      expect(rows[2]).toMatchObject({
        questionType: 'true-false',
        answerOptionId: idsOf(rows[2]?.id, [1])[0],
      });
      expect((await publish(set.id)).status).toBe(200);
      const student = await registerAndLogin(h);
      const paper = await studentCall(h, 'GET', `/v2/api/cbt/question/get/all/by/setId/${set.id}`, {
        token: student.token,
      });
      expect(paper.status).toBe(200);
      expect(
        paper.body.response.questions.map((q: { options: unknown[] }) => q.options.length),
      ).toEqual([3, 0, 2]);
    });

    it('refuses a retired or unknown bank question with 400 naming the row', async () => {
      const id = await newQuestion(single('Retired one'));
      await adminCall(h, 'POST', `${QUESTIONS}/${id}/retire`, { as: staff.teacher });
      const retired = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: setBody([{ ids: [await newQuestion(single('fine')), id] }]),
      });
      expect(retired.status).toBe(400);
      expect(retired.body.fieldErrors[0].field).toBe('body.sections.0.questions.1.bankQuestionId');
      const unknown = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: setBody([{ ids: [99_999_999] }]),
      });
      expect(unknown.status).toBe(400);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ languages: [2] }, 'body.languages'],
        [{ setTypeId: 9 }, 'body.setTypeId'],
        [{ durationMinutes: 0 }, 'body.durationMinutes'],
        [{ examId: 99_999_999 }, 'body.examId'],
        [{ sections: [] }, 'body.sections'],
      ];
      for (const [overrides, field] of cases) {
        const res = await adminCall(h, 'POST', SETS, {
          as: staff.teacher,
          body: setBody([{ ids: [] }], overrides),
        });
        expect(res.status, field).toBe(400);
        expect(res.body.fieldErrors[0].field).toBe(field);
      }
    });
  });

  describe('POST /v2/api/admin/sets/:id/publish', () => {
    it('names every gap with 422 and publishes nothing', async () => {
      const noHindi = await newQuestion(single('No Hindi', 1, false));
      const noAnswer = await newQuestion({
        type: 'single',
        textEn: '<p>No answer</p>',
        textHi: '<p>कोई उत्तर नहीं</p>',
        options: [
          { textEn: 'x', textHi: 'क' },
          { textEn: 'y', textHi: 'ख' },
        ],
      });
      const numerical = await newQuestion({
        type: 'numerical',
        textEn: '<p>g?</p>',
        textHi: '<p>g?</p>',
      });
      const set = await createSet(setBody([{ ids: [noHindi, noAnswer] }, { ids: [numerical] }]));
      const res = await publish(set.id);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('SET_INCOMPLETE');
      expect(
        res.body.missing.map((g: { questionNo: number; bankQuestionId: number; what: string }) => [
          g.questionNo,
          g.bankQuestionId,
          g.what,
        ]),
      ).toEqual([
        [1, noHindi, 'question-text-hi'],
        [1, noHindi, 'option-text-hi'],
        [2, noAnswer, 'answer'],
        [3, numerical, 'numeric-range'],
      ]);
      const after = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
      expect(after.body.response.active).toBe(false);
    });

    it('names an empty set', async () => {
      const set = await createSet(setBody([{ ids: [] }]));
      const res = await publish(set.id);
      expect(res.status).toBe(422);
      expect(res.body.missing).toEqual([expect.objectContaining({ what: 'no-questions' })]);
    });

    it('names the missing Hindi name of a bilingual set', async () => {
      const id = await newQuestion(single('Named in English only'));
      const set = await createSet(setBody([{ ids: [id] }], { nameHi: null }));
      const res = await publish(set.id);
      expect(res.status).toBe(422);
      expect(res.body.missing).toEqual([
        {
          questionNo: 0,
          bankQuestionId: null,
          what: 'set-name-hi',
          message: 'The set has no Hindi name.',
        },
      ]);
    });

    it('does not ask for Hindi in an English-only set', async () => {
      const id = await newQuestion(single('English only', 0, false));
      const set = await createSet(setBody([{ ids: [id] }], { languages: [1], nameHi: null }));
      expect((await publish(set.id)).status).toBe(200);
    });

    it('shows a published set to students and hides it again when unpublished', async () => {
      const id = await newQuestion(single('Publish me'));
      const set = await createSet(setBody([{ ids: [id] }]));
      const student = await registerAndLogin(h);
      const paperUrl = `/v2/api/cbt/question/get/all/by/setId/${set.id}`;
      const before = await studentCall(h, 'GET', paperUrl, { token: student.token });
      expect(before.status).toBe(404);
      const res = await publish(set.id);
      expect(res.status).toBe(200);
      expect(res.body.response.active).toBe(true);
      const listed = await studentCall(
        h,
        'POST',
        `/v2/api/cbt/question/set/get/all/active/by/examId/${examId}/setTypeId/3`,
        { token: student.token, body: {} },
      );
      expect(JSON.stringify(listed.body)).toContain('Bank mock');
      const paper = await studentCall(h, 'GET', paperUrl, { token: student.token });
      expect(paper.status).toBe(200);
      const off = await adminCall(h, 'POST', `${SETS}/${set.id}/unpublish`, { as: staff.teacher });
      expect(off.body.response.active).toBe(false);
      const gone = await studentCall(h, 'GET', paperUrl, { token: student.token });
      expect(gone.status).toBe(404);
    });
  });

  describe('PUT /v2/api/admin/sets/:id on a published set', () => {
    it('refuses with 422 a rebuild that would leave it incomplete, and changes nothing', async () => {
      const complete = await newQuestion(single('Complete'));
      const noHindi = await newQuestion(single('Lacks Hindi', 1, false));
      const set = await createSet(setBody([{ ids: [complete] }]));
      expect((await publish(set.id)).status).toBe(200);
      const res = await adminCall(h, 'PUT', `${SETS}/${set.id}`, {
        as: staff.teacher,
        body: setBody([{ ids: [complete, noHindi] }]),
      });
      expect(res.status).toBe(422);
      expect(res.body.missing.map((g: { bankQuestionId: number }) => g.bankQuestionId)).toEqual([
        noHindi,
        noHindi,
      ]);
      const after = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
      expect(after.body.response).toMatchObject({ totalQuestion: 1, active: true });
      expect(after.body.response.contentVersion).toBe(set.contentVersion);
    });
  });

  describe('versioning of questions students have answered', () => {
    it("keeps a sat set's copy and the student's result and review, and refreshes unsat sets", async () => {
      const bankId = await newQuestion(single('Capital of India?', 1));
      const other = await newQuestion(single('Second question', 0));
      const sat = await createSet(setBody([{ ids: [bankId, other] }], { nameEn: 'Sat set' }));
      const unsat = await createSet(setBody([{ ids: [bankId] }], { nameEn: 'Unsat set' }));
      expect((await publish(sat.id)).status).toBe(200);

      // A student answers question 1 with option B (the key) and submits.
      const student: LoggedIn = await registerAndLogin(h);
      const paper = await fetchPaper(h, student, sat.id);
      await sitPaper(h, student, paper, [2]);
      const resultBefore = await post(h, student, RESULT, {
        studentId: 0,
        setId: sat.id,
        attemptNo: 1,
      });
      const reviewBefore = await post(h, student, REVIEW, { setId: sat.id, attemptNo: 1 });
      expect(resultBefore.body.response.correct).toBe(1);

      // The teacher changes the key to option C and the text.
      const edit = await adminCall(h, 'PUT', `${QUESTIONS}/${bankId}`, {
        as: staff.teacher,
        body: { body: single('Capital of India (revised)?', 2) },
      });
      expect(edit.status).toBe(200);
      expect(edit.body.response.currentVersion).toBe(2);
      expect(
        edit.body.response.usedIn.map((u: { setId: number; version: number; sat: boolean }) => [
          u.setId,
          u.version,
          u.sat,
        ]),
      ).toEqual([
        [sat.id, 1, true],
        [unsat.id, 2, false],
      ]);

      const resultAfter = await post(h, student, RESULT, {
        studentId: 0,
        setId: sat.id,
        attemptNo: 1,
      });
      const reviewAfter = await post(h, student, REVIEW, { setId: sat.id, attemptNo: 1 });
      expect(resultAfter.body.response.score).toBe(resultBefore.body.response.score);
      expect(resultAfter.body.response.correct).toBe(1);
      expect(reviewAfter.body.response.questions[0]).toEqual(
        reviewBefore.body.response.questions[0],
      );
      expect(reviewAfter.body.response.questions[0].questionTextEn).toBe(
        '<p>Capital of India?</p>',
      );

      const satDetail = (await adminCall(h, 'GET', `${SETS}/${sat.id}`, { as: staff.teacher })).body
        .response as TSetDetail;
      expect(satDetail.sections[0]?.questions[0]).toMatchObject({
        bankVersion: 1,
        currentVersion: 2,
      });
      expect(satDetail.contentVersion).toBe(sat.contentVersion);

      const unsatDetail = (await adminCall(h, 'GET', `${SETS}/${unsat.id}`, { as: staff.teacher }))
        .body.response as TSetDetail;
      expect(unsatDetail.sections[0]?.questions[0]).toMatchObject({
        bankVersion: 2,
        currentVersion: 2,
      });
      expect(unsatDetail.contentVersion).toBe(unsat.contentVersion + 1);
      const preview = await adminCall(h, 'GET', `${SETS}/${unsat.id}/preview`, {
        as: staff.teacher,
      });
      expect(preview.body.response.questions[0].questionTextEn).toBe(
        '<p>Capital of India (revised)?</p>',
      );

      const used = await adminCall(h, 'GET', `${QUESTIONS}?usedInSetId=${unsat.id}`, {
        as: staff.teacher,
      });
      expect(
        used.body.response.items.map((i: { id: number; usedInSets: number }) => [
          i.id,
          i.usedInSets,
        ]),
      ).toEqual([[bankId, 2]]);

      // A sat set cannot be rebuilt under its results.
      const rebuild = await adminCall(h, 'PUT', `${SETS}/${sat.id}`, {
        as: staff.teacher,
        body: setBody([{ ids: [other] }]),
      });
      expect(rebuild.status).toBe(409);

      // Its results are there for staff.
      const results = await adminCall(h, 'GET', `${SETS}/${sat.id}/results`, { as: staff.teacher });
      expect(results.status).toBe(200);
      expect(results.body.response).toMatchObject({
        submitted: 1,
        highest: resultBefore.body.response.score,
        average: resultBefore.body.response.score,
      });
      expect(results.body.response.items[0].studentId).toBe(student.student.studentId);
    });

    it('refuses (409) an edit that would leave a published unsat set incomplete', async () => {
      const bankId = await newQuestion(single('Keep Hindi'));
      const set = await createSet(setBody([{ ids: [bankId] }]));
      expect((await publish(set.id)).status).toBe(200);
      const edit = await adminCall(h, 'PUT', `${QUESTIONS}/${bankId}`, {
        as: staff.teacher,
        body: { body: single('Keep Hindi', 1, false) },
      });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toContain('has no Hindi text');
      const after = await adminCall(h, 'GET', `${QUESTIONS}/${bankId}`, { as: staff.teacher });
      expect(after.body.response.currentVersion).toBe(1);
    });

    it("keeps marks the set chose for a row and follows the question's own marks otherwise", async () => {
      const own = await newQuestion({ ...single('Own marks'), marks: 3 });
      const chosen = await newQuestion({ ...single('Chosen marks'), marks: 3 });
      const res = await adminCall(h, 'POST', SETS, {
        as: staff.teacher,
        body: {
          ...setBody([{ ids: [] }]),
          sections: [
            {
              nameEn: 'Only',
              marksPerQuestion: 1,
              questions: [{ bankQuestionId: own }, { bankQuestionId: chosen, marks: 5 }],
            },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.response.totalMarks).toBe(8);
      for (const id of [own, chosen]) {
        const edit = await adminCall(h, 'PUT', `${QUESTIONS}/${id}`, {
          as: staff.teacher,
          body: { body: { ...single('Edited'), marks: 4 } },
        });
        expect(edit.status).toBe(200);
      }
      const after = (
        await adminCall(h, 'GET', `${SETS}/${res.body.response.id}`, { as: staff.teacher })
      ).body.response as TSetDetail;
      expect(after.sections[0]?.questions.map((q) => q.marks)).toEqual([4, 5]);
      expect(after.totalMarks).toBe(9);
    });

    it('rebuilds an unsat set with PUT and audits before and after', async () => {
      const a = await newQuestion(single('Rebuild A'));
      const b = await newQuestion(single('Rebuild B'));
      const set = await createSet(setBody([{ ids: [a] }]));
      const res = await adminCall(h, 'PUT', `${SETS}/${set.id}`, {
        as: staff.teacher,
        body: setBody([{ ids: [b, a] }], { nameEn: 'Rebuilt' }),
      });
      expect(res.status).toBe(200);
      expect(res.body.response.nameEn).toBe('Rebuilt');
      expect(res.body.response.totalQuestion).toBe(2);
      expect(res.body.response.contentVersion).toBe(set.contentVersion + 1);
      const audit = await adminCall(h, 'GET', `/v2/api/admin/audit?entity=set&entityId=${set.id}`, {
        as: staff.orgAdmin,
      });
      const update = audit.body.response.items.find(
        (e: { action: string }) => e.action === 'update',
      );
      expect(update.before.nameEn).toBe('Bank mock');
      expect(update.after.nameEn).toBe('Rebuilt');
      expect(update.staffId).toBe(staff.teacher.id);
    });
  });

  describe('GET /v2/api/admin/sets/:id/results', () => {
    it('answers an unsat set with no attempts and the default cut-off', async () => {
      const set = await createSet(setBody([{ ids: [await newQuestion(single('Unsat'))] }]));
      const res = await adminCall(h, 'GET', `${SETS}/${set.id}/results`, { as: staff.teacher });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        submitted: 0,
        average: null,
        highest: null,
        passed: 0,
        totalMarks: 2,
        cutoff: 0.6,
        items: [],
      });
    });

    it("counts a quiz set's finished plays, against the set's own cut-off", async () => {
      const ids = [
        await newQuestion(single('Quiz one', 0)),
        await newQuestion(single('Quiz two', 0)),
      ];
      const set = await createSet(setBody([{ ids, marks: 3 }], { setTypeId: 1, cutoff: 1 }));
      expect((await publish(set.id)).status).toBe(200);
      const student = await registerAndLogin(h, { name: 'Quiz Player' });
      const paper = (
        await studentCall(h, 'GET', `/v2/api/cbt/question/get/all/by/setId/${set.id}`, {
          token: student.token,
        })
      ).body.response as TPaper;
      const started = await post(h, student, '/v2/api/cbt/student/quiz/attempt/start', {
        setId: set.id,
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const key = { setId: set.id, attemptNo: started.body.response.attemptNo };
      const q1 = paper.questions[0];
      const saved = await post(h, student, '/v2/api/cbt/student/quiz/save/response', {
        ...key,
        questionId: q1?.questionId,
        answerId: q1?.answerId,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const finished = await post(h, student, '/v2/api/cbt/student/quiz/attempt/finish', key);
      expect(finished.status, JSON.stringify(finished.body)).toBe(200);
      const res = await adminCall(h, 'GET', `${SETS}/${set.id}/results`, { as: staff.teacher });
      expect(res.body.response).toMatchObject({
        submitted: 1,
        cutoff: 1,
        passed: 1,
        totalMarks: 2,
      });
      expect(res.body.response.items[0]).toMatchObject({
        studentName: 'Quiz Player',
        passed: true,
      });
    });
  });

  describe('roles and tenancy', () => {
    it("keeps institute A's set from institute B's admin and another organisation (404)", async () => {
      const set = await createSet(setBody([{ ids: [await newQuestion(single('Mine'))] }]));
      for (const as of [staff.otherInstitute, staff.otherOrgAdmin]) {
        for (const [method, url] of [
          ['GET', `${SETS}/${set.id}`],
          ['GET', `${SETS}/${set.id}/preview`],
          ['GET', `${SETS}/${set.id}/results`],
          ['POST', `${SETS}/${set.id}/publish`],
        ] as const) {
          const res = await adminCall(h, method, url, { as });
          expect(res.status, `${method} ${url}`).toBe(404);
        }
      }
      const list = await adminCall(h, 'GET', `${SETS}?q=Bank%20mock`, { as: staff.otherOrgAdmin });
      expect(list.body.response.total).toBe(0);
    });

    it("lets a teacher read the organisation's set but not change it (403)", async () => {
      const set = await createSet(
        setBody([{ ids: [await newQuestion(single('Shared'), staff.orgAdmin)] }]),
        staff.orgAdmin,
      );
      expect(set.instituteId).toBeNull();
      const got = await adminCall(h, 'GET', `${SETS}/${set.id}`, { as: staff.teacher });
      expect(got.status).toBe(200);
      expect(got.body.response.editable).toBe(false);
      expect((await publish(set.id, staff.teacher)).status).toBe(403);
    });

    it('keeps the audit log and catalogue changes for org-admins', async () => {
      const audit = await adminCall(h, 'GET', '/v2/api/admin/audit', { as: staff.teacher });
      expect(audit.status).toBe(403);
      const category = await adminCall(h, 'POST', '/v2/api/admin/categories', {
        as: staff.teacher,
        body: { name: 'Nope' },
      });
      expect(category.status).toBe(403);
    });

    it("shows an org-admin only its own organisation's audit log", async () => {
      const mine = await adminCall(h, 'GET', '/v2/api/admin/audit?pageSize=100', {
        as: staff.orgAdmin,
      });
      expect(mine.status).toBe(200);
      expect(mine.body.response.total).toBeGreaterThan(0);
      const theirs = await adminCall(h, 'GET', '/v2/api/admin/audit?pageSize=100', {
        as: staff.otherOrgAdmin,
      });
      // Theirs holds their own logins (decision 041), and nothing of this organisation.
      const ids = (page: { items: { id: number }[] }) => page.items.map((entry) => entry.id);
      expect(ids(theirs.body.response)).not.toEqual(
        expect.arrayContaining([expect.toBeOneOf(ids(mine.body.response))]),
      );
      expect(
        theirs.body.response.items.every(
          (entry: { entity: string; staffName: string | null }) => entry.entity === 'staff',
        ),
      ).toBe(true);
    });
  });

  describe('catalogue', () => {
    it('creates a category, sub-category and exam with keys from their names, audited', async () => {
      const cat = await adminCall(h, 'POST', '/v2/api/admin/categories', {
        as: staff.orgAdmin,
        body: { name: 'State PSC', nameHi: 'राज्य लोक सेवा आयोग' },
      });
      expect(cat.status).toBe(200);
      expect(cat.body.response.key).toBe('state-psc');
      const again = await adminCall(h, 'POST', '/v2/api/admin/categories', {
        as: staff.orgAdmin,
        body: { name: 'State PSC' },
      });
      expect(again.body.response.key).toBe('state-psc-2');
      const sub = await adminCall(h, 'POST', '/v2/api/admin/sub-categories', {
        as: staff.orgAdmin,
        body: { name: 'RPSC', categoryId: cat.body.response.id },
      });
      expect(sub.status).toBe(200);
      const exam = await adminCall(h, 'POST', '/v2/api/admin/exams', {
        as: staff.orgAdmin,
        body: {
          name: 'RAS Prelims',
          categoryId: cat.body.response.id,
          subCategoryId: sub.body.response.id,
          description: '<p>Prelims</p><script>x</script>',
        },
      });
      expect(exam.status).toBe(200);
      expect(exam.body.response).toMatchObject({
        key: 'ras-prelims',
        description: '<p>Prelims</p>',
        setCount: 0,
      });
      const wrongSub = await adminCall(h, 'POST', '/v2/api/admin/exams', {
        as: staff.orgAdmin,
        body: {
          name: 'Mismatch',
          categoryId: again.body.response.id,
          subCategoryId: sub.body.response.id,
        },
      });
      expect(wrongSub.status).toBe(400);
      expect(wrongSub.body.fieldErrors[0].field).toBe('body.subCategoryId');
      const renamed = await adminCall(
        h,
        'PUT',
        `/v2/api/admin/categories/${cat.body.response.id}`,
        {
          as: staff.orgAdmin,
          body: { name: 'State Services' },
        },
      );
      expect(renamed.body.response).toMatchObject({ name: 'State Services', key: 'state-psc' });
      const audit = await adminCall(
        h,
        'GET',
        `/v2/api/admin/audit?entity=category&entityId=${cat.body.response.id}`,
        { as: staff.orgAdmin },
      );
      expect(audit.body.response.items[0]).toMatchObject({
        action: 'update',
        before: { name: 'State PSC' },
        after: { name: 'State Services' },
      });
      const foreign = await adminCall(
        h,
        'PUT',
        `/v2/api/admin/categories/${cat.body.response.id}`,
        { as: staff.otherOrgAdmin, body: { name: 'Taken' } },
      );
      expect(foreign.status).toBe(404);
    });
  });

  describe('catalogue changes that would break it', () => {
    it('refuses moving a sub-category that has exams (409) and a taken key (409)', async () => {
      const categories = await adminCall(h, 'GET', '/v2/api/admin/categories', {
        as: staff.orgAdmin,
      });
      const [first, second] = categories.body.response as { id: number; key: string }[];
      const subs = await adminCall(
        h,
        'GET',
        `/v2/api/admin/sub-categories?categoryId=${first?.id}`,
        {
          as: staff.orgAdmin,
        },
      );
      const sub = subs.body.response[0];
      const move = await adminCall(h, 'PUT', `/v2/api/admin/sub-categories/${sub.id}`, {
        as: staff.orgAdmin,
        body: { name: sub.name, categoryId: second?.id },
      });
      expect(move.status).toBe(409);
      expect(move.body.fieldErrors[0].field).toBe('body.categoryId');
      const taken = await adminCall(h, 'POST', '/v2/api/admin/categories', {
        as: staff.orgAdmin,
        body: { name: 'Duplicate key', key: first?.key },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.fieldErrors[0].field).toBe('body.key');
    });

    it('updates an exam and shows the change to students', async () => {
      const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: staff.orgAdmin });
      const exam = exams.body.response[0];
      const res = await adminCall(h, 'PUT', `/v2/api/admin/exams/${exam.id}`, {
        as: staff.orgAdmin,
        body: {
          name: 'Renamed exam',
          nameHi: 'नया नाम',
          categoryId: exam.categoryId,
          subCategoryId: exam.subCategoryId,
          description: exam.description,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ name: 'Renamed exam', key: exam.key });
      const student = await registerAndLogin(h);
      const seen = await studentCall(h, 'GET', `/v2/api/cbt/exam/get/by/examId/${exam.id}`, {
        token: student.token,
      });
      expect(JSON.stringify(seen.body)).toContain('Renamed exam');
    });
  });

  describe('students', () => {
    it("lists the caller's institute's students only", async () => {
      const student = await registerAndLogin(h, { name: 'Roster Person' });
      const mine = await adminCall(h, 'GET', '/v2/api/admin/students?q=Roster', {
        as: staff.teacher,
      });
      expect(mine.body.response.items.map((s: { id: number }) => s.id)).toEqual([
        student.student.studentId,
      ]);
      const b = await adminCall(h, 'GET', '/v2/api/admin/students?q=Roster', {
        as: staff.otherInstitute,
      });
      expect(b.body.response.total).toBe(0);
      const other = await adminCall(h, 'GET', '/v2/api/admin/students?q=Roster', {
        as: staff.otherOrgAdmin,
      });
      expect(other.body.response.total).toBe(0);
    });
  });
});
