import { beforeAll, expect, it } from 'vitest';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { call, tenantHeaders } from '../../../test/requests.ts';

describeEachDatabase('catalogue', (h) => {
  let ids: {
    ssc: number;
    bank: number;
    cgl: number;
    chsl: number;
    otherExam: number;
    otherCategory: number;
  };

  beforeAll(async () => {
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    const categories = await call(h, 'POST', '/v2/api/cbt/exam/category/get/all');
    const exams = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination', {
      body: { page: 0, size: 10 },
    });
    const other = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination', {
      body: { page: 0, size: 10 },
      headers: tenantHeaders('other-org', 'other-institute'),
    });
    const otherCategories = await call(h, 'POST', '/v2/api/cbt/exam/category/get/all', {
      headers: tenantHeaders('other-org', 'other-institute'),
    });
    const examId = (name: string) =>
      exams.body.response.content.find((e: { examName: string }) => e.examName === name).examId;
    ids = {
      ssc: categories.body.response[0].examCategoryId,
      bank: categories.body.response[1].examCategoryId,
      cgl: examId('SSC CGL Tier 1'),
      chsl: examId('SSC CHSL'),
      otherExam: other.body.response.content[0].examId,
      otherCategory: otherCategories.body.response[0].examCategoryId,
    };
  });

  describe401('POST', '/v2/api/cbt/exam/category/get/all');

  function describe401(method: 'GET' | 'POST', url: string) {
    it('refuses a call without tenant tokens with 401 and a message', async () => {
      const res = await call(h, method, url, { headers: {} });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' });
      expect(res.body.message).toMatch(/X-Org-Token/);
    });
    it('refuses unknown tenant tokens with 401', async () => {
      const res = await call(h, method, url, {
        headers: tenantHeaders('nobody', 'test-institute'),
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/not known/);
    });
    it('refuses an institute of another organisation with 401', async () => {
      const res = await call(h, method, url, {
        headers: tenantHeaders('test-org', 'other-institute'),
      });
      expect(res.status).toBe(401);
    });
  }

  it("POST /exam/category/get/all lists only the caller organisation's categories, in order", async () => {
    const res = await call(h, 'POST', '/v2/api/cbt/exam/category/get/all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
    expect(res.body.response.map((c: { examCategoryName: string }) => c.examCategoryName)).toEqual([
      'SSC',
      'Banking',
    ]);
    expect(res.body.response[0].examCategoryNameHi).toBe('एसएससी');
  });

  it('POST /exam/get/all/with/pagination pages through exams with totals and real set counts', async () => {
    const first = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination', {
      body: { page: 0, size: 2 },
    });
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({
      page: 0,
      size: 2,
      totalElements: 3,
      totalPages: 2,
    });
    const [cgl] = first.body.response.content;
    expect(cgl).toMatchObject({
      examName: 'SSC CGL Tier 1',
      examNameHi: 'एसएससी सीजीएल',
      totalQuestion: 3,
      totalMarks: 6,
      negativeMarks: true,
      setCount: 2,
      imageUrl: null,
      examCategory: { examCategoryId: ids.ssc },
    });
    const second = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination', {
      body: { page: 1, size: 2 },
    });
    expect(second.body.response.content.map((e: { examName: string }) => e.examName)).toEqual([
      'IBPS PO Prelims',
    ]);
  });

  it('POST /exam/get/all/with/pagination without a body gives page 0 of 20', async () => {
    const res = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ page: 0, size: 20, totalElements: 3 });
  });

  it("GET /exam/get/by/examId/{id} returns one exam; another organisation's is 404", async () => {
    const res = await call(h, 'GET', `/v2/api/cbt/exam/get/by/examId/${ids.cgl}`);
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      examId: ids.cgl,
      examName: 'SSC CGL Tier 1',
      setCount: 2,
    });
    expect((await call(h, 'GET', `/v2/api/cbt/exam/get/by/examId/${ids.otherExam}`)).status).toBe(
      404,
    );
    expect((await call(h, 'GET', '/v2/api/cbt/exam/get/by/examId/x')).status).toBe(400);
  });

  it('sanitises exam description HTML', async () => {
    const res = await call(h, 'POST', `/v2/api/cbt/exam/get/all/by/categoryId/${ids.ssc}`);
    const description: string = res.body.response[0].examDescription;
    expect(description).toContain('<p>Combined Graduate Level</p>');
    expect(description).not.toMatch(/script|onerror/);
  });

  it.each([
    [{ page: -1, size: 3 }, 'body.page'],
    [{ page: 0, size: 0 }, 'body.size'],
    [{ page: 0, size: 1000 }, 'body.size'],
    [{ page: 'one', size: 3 }, 'body.page'],
  ])('POST /exam/get/all/with/pagination answers %j with 400 naming %s', async (body, field) => {
    const res = await call(h, 'POST', '/v2/api/cbt/exam/get/all/with/pagination', { body });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/api/cbt/exam/get/all/with/pagination',
      headers: { ...tenantHeaders(), 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('POST /exam/get/all/by/categoryId/{id} lists the exams of that category', async () => {
    const res = await call(h, 'POST', `/v2/api/cbt/exam/get/all/by/categoryId/${ids.ssc}`);
    expect(res.status).toBe(200);
    expect(res.body.response.map((e: { examName: string }) => e.examName)).toEqual([
      'SSC CGL Tier 1',
      'SSC CHSL',
    ]);
  });

  it('POST /exam/get/all/by/subCategoryId/{id} lists the exams of that sub-category', async () => {
    const subs = await call(
      h,
      'GET',
      `/v2/api/cbt/exam/sub/category/get/all/by/categoryId/${ids.ssc}`,
    );
    const chsl = subs.body.response.find(
      (s: { examSubCategoryName: string }) => s.examSubCategoryName === 'CHSL',
    );
    const res = await call(
      h,
      'POST',
      `/v2/api/cbt/exam/get/all/by/subCategoryId/${chsl.examSubCategoryId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.response).toHaveLength(1);
    expect(res.body.response[0]).toMatchObject({ examName: 'SSC CHSL', setCount: 0 });
  });

  it('GET /exam/sub/category/get/all/by/categoryId/{id} lists sub-categories with their category', async () => {
    const res = await call(
      h,
      'GET',
      `/v2/api/cbt/exam/sub/category/get/all/by/categoryId/${ids.ssc}`,
    );
    expect(res.status).toBe(200);
    expect(
      res.body.response.map((s: { examSubCategoryName: string }) => s.examSubCategoryName),
    ).toEqual(['CGL', 'CHSL']);
    expect(res.body.response.every((s: { categoryId: number }) => s.categoryId === ids.ssc)).toBe(
      true,
    );
  });

  it('GET /exam/get/templateId/by/examId/{id} and the template sections describe the paper', async () => {
    const tpl = await call(h, 'GET', `/v2/api/cbt/exam/get/templateId/by/examId/${ids.cgl}`);
    expect(tpl.status).toBe(200);
    const sections = await call(
      h,
      'GET',
      `/v2/api/cbt/template/section/get/all/freeze/by/templateId/${tpl.body.response.templateId}`,
    );
    expect(sections.status).toBe(200);
    expect(sections.body.response.template).toMatchObject({
      examDuration: 60,
      totalQuestion: 3,
      totalMarks: 6,
      negativeMarks: true,
    });
    expect(sections.body.response.sections).toMatchObject([
      { sectionName: 'Reasoning', totalQuestion: 2, totalMarks: 4 },
      { sectionName: 'Maths', totalQuestion: 1, totalMarks: 2 },
    ]);
  });

  it('an exam without sets has no template: 404 with a message', async () => {
    const res = await call(h, 'GET', `/v2/api/cbt/exam/get/templateId/by/examId/${ids.chsl}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/template/);
  });

  it.each([
    ['POST', '/v2/api/cbt/exam/get/all/by/categoryId/999999'],
    ['POST', '/v2/api/cbt/exam/get/all/by/subCategoryId/999999'],
    ['GET', '/v2/api/cbt/exam/sub/category/get/all/by/categoryId/999999'],
    ['GET', '/v2/api/cbt/exam/get/templateId/by/examId/999999'],
    ['GET', '/v2/api/cbt/template/section/get/all/freeze/by/templateId/999999'],
  ] as const)('%s %s answers an unknown id with 404', async (method, url) => {
    const res = await call(h, method, url);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 0, code: 'NOT_FOUND', response: null });
  });

  it.each([
    ['POST', '/v2/api/cbt/exam/get/all/by/categoryId/abc', 'params.id'],
    ['POST', '/v2/api/cbt/exam/get/all/by/subCategoryId/-4', 'params.id'],
    ['GET', '/v2/api/cbt/exam/sub/category/get/all/by/categoryId/1.5', 'params.id'],
    ['GET', '/v2/api/cbt/exam/get/templateId/by/examId/99999999999', 'params.id'],
  ] as const)('%s %s answers a bad id with 400 naming %s', async (method, url, field) => {
    const res = await call(h, method, url);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].field).toBe(field);
  });

  it("never shows another organisation's exam or category: 404", async () => {
    const exam = await call(h, 'GET', `/v2/api/cbt/exam/get/templateId/by/examId/${ids.otherExam}`);
    expect(exam.status).toBe(404);
    const category = await call(
      h,
      'POST',
      `/v2/api/cbt/exam/get/all/by/categoryId/${ids.otherCategory}`,
    );
    expect(category.status).toBe(404);
    const subs = await call(
      h,
      'GET',
      `/v2/api/cbt/exam/sub/category/get/all/by/categoryId/${ids.otherCategory}`,
    );
    expect(subs.status).toBe(404);
  });

  it('GET /search finds exams, sets and categories by English or Hindi name', async () => {
    const res = await call(h, 'GET', '/v2/api/cbt/search?q=cgl');
    expect(res.status).toBe(200);
    expect(res.body.response.exams.map((e: { examName: string }) => e.examName)).toEqual([
      'SSC CGL Tier 1',
    ]);
    expect(res.body.response.sets.map((s: { setName: string }) => s.setName)).toEqual([
      'CGL Mock 1',
      'CGL Quick Quiz',
    ]);
    const hindi = await call(h, 'GET', `/v2/api/cbt/search?q=${encodeURIComponent('सीजीएल')}`);
    expect(hindi.body.response.exams).toHaveLength(1);
    const category = await call(h, 'GET', '/v2/api/cbt/search?q=bank');
    expect(
      category.body.response.categories.map(
        (c: { examCategoryName: string }) => c.examCategoryName,
      ),
    ).toEqual(['Banking']);
  });

  it('GET /search treats % and _ literally and needs 2 characters', async () => {
    const wildcard = await call(h, 'GET', '/v2/api/cbt/search?q=%25%25');
    expect(wildcard.body.response).toEqual({ categories: [], exams: [], sets: [] });
    const short = await call(h, 'GET', '/v2/api/cbt/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors[0].field).toBe('querystring.q');
  });
});
