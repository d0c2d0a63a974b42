import { beforeAll, expect, it } from 'vitest';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { call } from '../../../test/requests.ts';

/** The fixture with Hindi set names and Hindi descriptions added. */
function hindiContent() {
  const content = orgFixture();
  const cgl = content.exams?.[0];
  if (!cgl) throw new Error('fixture has no CGL exam');
  Object.assign(cgl, { examDescriptionHi: '<p>संयुक्त स्नातक स्तर</p>' });
  const mock = cgl.sets?.[0];
  if (!mock) throw new Error('fixture has no CGL mock');
  Object.assign(mock, {
    setNameHi: 'सीजीएल मॉक 1',
    description: '<p>A full mock.</p>',
    descriptionHi: '<p>एक पूरा मॉक।</p>',
  });
  return content;
}

describeEachDatabase('search', (h) => {
  beforeAll(async () => {
    await h.importContent(hindiContent());
  });

  it('GET /search answers each exam and set with its Hindi names and descriptions', async () => {
    const res = await call(h, 'GET', `/v2/api/cbt/search?q=${encodeURIComponent('सीजीएल')}`);
    expect(res.status).toBe(200);
    expect(res.body.response.exams).toEqual([
      expect.objectContaining({
        examName: 'SSC CGL Tier 1',
        examNameHi: 'एसएससी सीजीएल',
        examDescriptionHi: '<p>संयुक्त स्नातक स्तर</p>',
      }),
    ]);
    expect(res.body.response.sets).toEqual([
      expect.objectContaining({
        setName: 'CGL Mock 1',
        setNameHi: 'सीजीएल मॉक 1',
        examName: 'SSC CGL Tier 1',
        examNameHi: 'एसएससी सीजीएल',
        descriptionHi: '<p>एक पूरा मॉक।</p>',
      }),
    ]);
    expect(res.body.response.categories).toEqual([]);
  });

  it('GET /search answers null Hindi fields where the content has none, found by English name', async () => {
    const res = await call(h, 'GET', '/v2/api/cbt/search?q=quick');
    expect(res.body.response.sets).toEqual([
      expect.objectContaining({ setName: 'CGL Quick Quiz', setNameHi: null, descriptionHi: null }),
    ]);
    const category = await call(h, 'GET', `/v2/api/cbt/search?q=${encodeURIComponent('एसएससी')}`);
    expect(category.body.response.categories).toEqual([
      expect.objectContaining({ examCategoryName: 'SSC', examCategoryNameHi: 'एसएससी' }),
    ]);
  });
});
