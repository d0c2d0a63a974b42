import { count, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { bankQuestions, questions, questionSets } from './schema.ts';
import { seedDemo } from './seed.ts';
import { DEMO_ADMIN } from './seed-staff.ts';
import { DEMO_INSTITUTE_TOKEN, DEMO_ORG_TOKEN } from './seed-students.ts';

const demo = tenantHeaders(DEMO_ORG_TOKEN, DEMO_INSTITUTE_TOKEN);

describeEachDatabase('the demo question bank', (h) => {
  let token: string;
  let setQuestions: number;

  beforeAll(async () => {
    await seedDemo(h.database.db);
    const login = await h.app.inject({
      method: 'POST',
      url: '/v2/api/admin/auth/login',
      headers: demo,
      payload: DEMO_ADMIN,
    });
    token = login.json().response.token;
    const [row] = await h.database.db.select({ n: count() }).from(questions);
    setQuestions = row?.n ?? 0;
  }, 120_000);

  const get = (url: string) =>
    h.app.inject({ method: 'GET', url, headers: { ...demo, authorization: `Bearer ${token}` } });

  it('holds every question of the demo sets, each used in its set', async () => {
    expect(setQuestions).toBeGreaterThan(100);
    const list = await get('/v2/api/admin/questions?pageSize=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().response.total).toBe(setQuestions);
    for (const item of list.json().response.items) expect(item.usedInSets).toBe(1);
    const [unlinked] = await h.database.db
      .select({ n: count() })
      .from(questions)
      .where(isNull(questions.bankQuestionId));
    expect(unlinked?.n).toBe(0);
  });

  it("gives a set's question back from the bank with its answer key and the set it is used in", async () => {
    const [row] = await h.database.db
      .select({
        bankQuestionId: questions.bankQuestionId,
        setId: questions.setId,
        textEn: questions.textEn,
        setName: questionSets.name,
      })
      .from(questions)
      .innerJoin(questionSets, eq(questionSets.id, questions.setId))
      .where(eq(questions.questionType, 'single'))
      .limit(1);
    const res = await get(`/v2/api/admin/questions/${row?.bankQuestionId}`);
    expect(res.statusCode).toBe(200);
    const question = res.json().response;
    expect(question.body.textEn).toBe(row?.textEn);
    expect(question.body.options.filter((o: { correct: boolean }) => o.correct)).toHaveLength(1);
    expect(question.usedIn).toEqual([
      expect.objectContaining({ setId: row?.setId, version: 1, sat: false }),
    ]);
    const used = await get(`/v2/api/admin/questions?usedInSetId=${row?.setId}&pageSize=100`);
    const [{ n: inSet } = { n: 0 }] = await h.database.db
      .select({ n: count() })
      .from(questions)
      .where(eq(questions.setId, row?.setId ?? 0));
    expect(used.json().response.total).toBe(inSet);
  });

  it('keeps an option marked "keep last" so in the bank, and the shuffled demo set shows its switches', async () => {
    const [row] = await h.database.db
      .select({ bankQuestionId: questions.bankQuestionId, setId: questions.setId })
      .from(questions)
      .innerJoin(questionSets, eq(questionSets.id, questions.setId))
      .where(eq(questionSets.key, 'nda-shuffled-mock'))
      .orderBy(questions.questionNo)
      .offset(5)
      .limit(1);
    const question = (await get(`/v2/api/admin/questions/${row?.bankQuestionId}`)).json().response;
    expect(question.body.options.at(-1)).toMatchObject({
      textEn: 'All of the above',
      correct: true,
      keepLast: true,
    });
    expect(question.body.options.slice(0, 3).some((o: { keepLast?: boolean }) => o.keepLast)).toBe(
      false,
    );
    const set = (await get(`/v2/api/admin/sets/${row?.setId}`)).json().response;
    expect(set).toMatchObject({ shuffleQuestions: true, shuffleOptions: true });
  });

  it('opens a demo set in the builder as bank questions, not as an imported read-only set', async () => {
    const [set] = await h.database.db.select({ id: questionSets.id }).from(questionSets).limit(1);
    const res = await get(`/v2/api/admin/sets/${set?.id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().response.sections.flatMap((s: { questions: unknown[] }) => s.questions);
    expect(rows.length).toBeGreaterThan(0);
    for (const q of rows) expect(q).toMatchObject({ bankVersion: 1, currentVersion: 1 });
    const [banked] = await h.database.db.select({ n: count() }).from(bankQuestions);
    expect(banked?.n).toBe(setQuestions);
  });
});
