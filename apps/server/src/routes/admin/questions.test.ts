import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { adminCall, type StaffSession, QUESTIONS } from './test-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const bilingualSingle = (text = 'What is 2 + 2?') => ({
  type: 'single',
  textEn: `<p>${text}</p>`,
  textHi: `<p>हिंदी: ${text}</p>`,
  solutionEn: '<p>Count.</p>',
  options: [
    { textEn: '3', textHi: 'तीन', correct: false },
    { textEn: '4', textHi: 'चार', correct: true },
  ],
  tags: ['arithmetic'],
});

describeEachDatabase('the question bank', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');

  const create = async (as: StaffSession, body: unknown = bilingualSingle()) => {
    const res = await adminCall(h, 'POST', QUESTIONS, { as, body: { body } });
    if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    return res.body.response as { id: number; currentVersion: number; instituteId: number | null };
  };

  describe('POST /v2/api/admin/questions', () => {
    it("files a teacher's question under the teacher's institute, as version 1, sanitised", async () => {
      const q = await create(staff.teacher, {
        ...bilingualSingle(),
        textEn: '<p>Safe<script>alert(1)</script></p>',
      });
      expect(q.currentVersion).toBe(1);
      expect(q.instituteId).toEqual(expect.any(Number));
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${q.id}`, { as: staff.teacher });
      expect(got.body.response.body.textEn).toBe('<p>Safe</p>');
      expect(got.body.response.hindiComplete).toBe(true);
      expect(got.body.response.editable).toBe(true);
    });

    it('writes the creation to the audit log with who and what', async () => {
      const q = await create(staff.teacher, bilingualSingle('Audited?'));
      const rows = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'question'), eq(auditLog.entityId, String(q.id))));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'create', staffId: staff.teacher.id, before: null });
      expect((rows[0]?.after as { textEn: string }).textEn).toBe('<p>Audited?</p>');
    });

    it('refuses an image without alternative text with 400 naming the field', async () => {
      const res = await adminCall(h, 'POST', QUESTIONS, {
        as: staff.teacher,
        body: {
          body: {
            ...bilingualSingle(),
            options: [
              { textEn: '<img src="/media/abc" alt="">', correct: true },
              { textEn: 'No', correct: false },
            ],
          },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.map((f: { field: string }) => f.field)).toContain(
        'body.body.options.0.textEn',
      );
    });

    it('accepts an image with alternative text', async () => {
      const q = await create(staff.teacher, {
        ...bilingualSingle(),
        textEn: `<p>Look: <img src="/media/${'a'.repeat(64)}" alt="A right triangle"></p>`,
      });
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${q.id}`, { as: staff.teacher });
      expect(got.body.response.body.textEn).toContain('alt="A right triangle"');
    });

    it("keeps a numerical answer's tolerance as written and refuses one that does not fit the range", async () => {
      const numeric = { min: 9.76, max: 9.84, tolerance: 0.04 };
      const q = await create(staff.teacher, { type: 'numerical', textEn: '<p>g?</p>', numeric });
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${q.id}`, { as: staff.teacher });
      expect(got.body.response.body.numeric).toEqual(numeric);
      const res = await adminCall(h, 'POST', QUESTIONS, {
        as: staff.teacher,
        body: { body: { type: 'numerical', textEn: 'g?', numeric: { ...numeric, tolerance: 1 } } },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('body.body.numeric.tolerance');
    });

    it('refuses bad input with 400 naming the field, never 500', async () => {
      const cases: [unknown, string][] = [
        [{ body: { ...bilingualSingle(), textEn: '' } }, 'body.body.textEn'],
        [{ body: { ...bilingualSingle(), type: 'essay' } }, 'body.body.type'],
        [
          { body: { type: 'numerical', textEn: 'x', options: [] }, categoryId: 999999 },
          'body.categoryId',
        ],
        [{}, 'body.body'],
      ];
      for (const [body, field] of cases) {
        const res = await adminCall(h, 'POST', QUESTIONS, { as: staff.teacher, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fieldErrors?.[0]?.field ?? res.body.message).toContain(field);
      }
    });
  });

  describe('tenancy of the bank', () => {
    it("hides institute A's question from institute B's admin (404) and from its list", async () => {
      const q = await create(staff.teacher, bilingualSingle('Only for A'));
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${q.id}`, { as: staff.otherInstitute });
      expect(got.status).toBe(404);
      const list = await adminCall(h, 'GET', `${QUESTIONS}?q=Only%20for%20A`, {
        as: staff.otherInstitute,
      });
      expect(list.body.response.total).toBe(0);
      const put = await adminCall(h, 'PUT', `${QUESTIONS}/${q.id}`, {
        as: staff.otherInstitute,
        body: { body: bilingualSingle('taken over') },
      });
      expect(put.status).toBe(404);
    });

    it("hides everything of organisation A from organisation B's org-admin", async () => {
      const q = await create(staff.orgAdmin, bilingualSingle('Org A shared'));
      for (const [method, url] of [
        ['GET', `${QUESTIONS}/${q.id}`],
        ['POST', `${QUESTIONS}/${q.id}/duplicate`],
        ['POST', `${QUESTIONS}/${q.id}/retire`],
      ] as const) {
        const res = await adminCall(h, method, url, { as: staff.otherOrgAdmin });
        expect(res.status, url).toBe(404);
      }
      const list = await adminCall(h, 'GET', `${QUESTIONS}?q=Org%20A`, { as: staff.otherOrgAdmin });
      expect(list.body.response.total).toBe(0);
    });

    it('lets a teacher read shared questions but change them only by duplicating', async () => {
      const shared = await create(staff.orgAdmin, bilingualSingle('Shared by the org'));
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${shared.id}`, { as: staff.teacher });
      expect(got.status).toBe(200);
      expect(got.body.response.editable).toBe(false);
      const put = await adminCall(h, 'PUT', `${QUESTIONS}/${shared.id}`, {
        as: staff.teacher,
        body: { body: bilingualSingle('changed') },
      });
      expect(put.status).toBe(403);
      const copy = await adminCall(h, 'POST', `${QUESTIONS}/${shared.id}/duplicate`, {
        as: staff.teacher,
      });
      expect(copy.status).toBe(200);
      expect(copy.body.response).toMatchObject({ editable: true, currentVersion: 1 });
      expect(copy.body.response.id).not.toBe(shared.id);
    });

    it("refuses a staff token on another organisation's tenant headers", async () => {
      const res = await adminCall(h, 'GET', QUESTIONS, {
        token: staff.teacher.token,
        tenant: tenantHeaders('other-org', 'other-institute'),
      });
      expect(res.status).toBe(401);
    });
  });

  describe('PUT /v2/api/admin/questions/:id', () => {
    it('adds a version and audits before and after', async () => {
      const q = await create(staff.teacher, bilingualSingle('Before edit'));
      const res = await adminCall(h, 'PUT', `${QUESTIONS}/${q.id}`, {
        as: staff.teacher,
        body: { body: bilingualSingle('After edit') },
      });
      expect(res.status).toBe(200);
      expect(res.body.response.currentVersion).toBe(2);
      expect(res.body.response.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      const [row] = await h.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'question'),
            eq(auditLog.entityId, String(q.id)),
            eq(auditLog.action, 'update'),
          ),
        );
      expect((row?.before as { textEn: string }).textEn).toBe('<p>Before edit</p>');
      expect((row?.after as { textEn: string }).textEn).toBe('<p>After edit</p>');
      expect(row?.staffId).toBe(staff.teacher.id);
    });
  });

  describe('GET /v2/api/admin/questions', () => {
    it('filters by type, tag, Hindi and text, and hides retired questions by default', async () => {
      const numerical = await create(staff.teacher, {
        type: 'numerical',
        textEn: '<p>Filter me: g in m/s²</p>',
        numeric: { min: 9.7, max: 9.9 },
        tags: ['physics'],
      });
      const byType = await adminCall(h, 'GET', `${QUESTIONS}?type=numerical&tag=physics`, {
        as: staff.teacher,
      });
      expect(byType.body.response.items.map((i: { id: number }) => i.id)).toEqual([numerical.id]);
      const missing = await adminCall(h, 'GET', `${QUESTIONS}?hindi=missing&q=Filter%20me`, {
        as: staff.teacher,
      });
      expect(missing.body.response.total).toBe(1);
      const complete = await adminCall(h, 'GET', `${QUESTIONS}?hindi=complete&q=Filter%20me`, {
        as: staff.teacher,
      });
      expect(complete.body.response.total).toBe(0);

      const retired = await adminCall(h, 'POST', `${QUESTIONS}/${numerical.id}/retire`, {
        as: staff.teacher,
      });
      expect(retired.body.response.retired).toBe(true);
      const live = await adminCall(h, 'GET', `${QUESTIONS}?q=Filter%20me`, { as: staff.teacher });
      expect(live.body.response.total).toBe(0);
      const old = await adminCall(h, 'GET', `${QUESTIONS}?q=Filter%20me&retired=true`, {
        as: staff.teacher,
      });
      expect(old.body.response.total).toBe(1);
      const restored = await adminCall(h, 'POST', `${QUESTIONS}/${numerical.id}/restore`, {
        as: staff.teacher,
      });
      expect(restored.body.response.retired).toBe(false);
    });

    it('treats % and _ in the search text as text', async () => {
      await create(staff.teacher, bilingualSingle('Exactly 50% off'));
      const hit = await adminCall(h, 'GET', `${QUESTIONS}?q=50%25%20off`, { as: staff.teacher });
      expect(hit.body.response.total).toBe(1);
      const miss = await adminCall(h, 'GET', `${QUESTIONS}?q=5_%25`, { as: staff.teacher });
      expect(miss.body.response.total).toBe(0);
    });

    it('refuses a bad filter with 400 naming it', async () => {
      const res = await adminCall(h, 'GET', `${QUESTIONS}?type=essay&page=0`, {
        as: staff.teacher,
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(
        expect.arrayContaining(['querystring.type', 'querystring.page']),
      );
    });
  });

  describe('media', () => {
    it('stores an upload by its hash and serves it with a year-long immutable cache', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/media', {
        as: staff.teacher,
        body: { fileName: 'dot.png', mimeType: 'image/png', dataBase64: PNG.toString('base64') },
      });
      expect(res.status).toBe(200);
      const { sha256, path } = res.body.response;
      expect(path).toBe(`/media/${sha256}`);
      const served = await h.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBe(`"${sha256}"`);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const again = await h.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': `"${sha256}"` },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for an unknown image and 400 for a malformed address', async () => {
      const unknown = await h.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}` });
      expect(unknown.statusCode).toBe(404);
      expect(String(unknown.headers['cache-control'])).not.toContain('immutable');
      const bad = await h.app.inject({ method: 'GET', url: '/media/not-a-hash' });
      expect(bad.statusCode).toBe(400);
    });

    it('refuses bytes that are not the type named, SVG, and no token', async () => {
      const lie = await adminCall(h, 'POST', '/v2/api/admin/media', {
        as: staff.teacher,
        body: {
          fileName: 'x.jpg',
          mimeType: 'image/jpeg',
          dataBase64: PNG.toString('base64'),
        },
      });
      expect(lie.status).toBe(400);
      expect(lie.body.fieldErrors[0].field).toBe('body.dataBase64');
      const svg = await adminCall(h, 'POST', '/v2/api/admin/media', {
        as: staff.teacher,
        body: {
          fileName: 'x.svg',
          mimeType: 'image/svg+xml',
          dataBase64: Buffer.from('<svg/>').toString('base64'),
        },
      });
      expect(svg.status).toBe(400);
      expect(svg.body.fieldErrors[0].field).toBe('body.mimeType');
      const anonymous = await adminCall(h, 'POST', '/v2/api/admin/media', {
        body: { fileName: 'dot.png', mimeType: 'image/png', dataBase64: PNG.toString('base64') },
      });
      expect(anonymous.status).toBe(401);
    });

    it('accepts an image of nearly 2 MB and refuses a larger one with 400', async () => {
      const big = Buffer.alloc(2 * 1024 * 1024 - 100);
      PNG.copy(big);
      const ok = await adminCall(h, 'POST', '/v2/api/admin/media', {
        as: staff.teacher,
        body: { fileName: 'big.png', mimeType: 'image/png', dataBase64: big.toString('base64') },
      });
      expect(ok.status).toBe(200);
      const huge = Buffer.alloc(2 * 1024 * 1024 + 10);
      PNG.copy(huge);
      const tooBig = await adminCall(h, 'POST', '/v2/api/admin/media', {
        as: staff.teacher,
        body: { fileName: 'huge.png', mimeType: 'image/png', dataBase64: huge.toString('base64') },
      });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.fieldErrors[0].field).toBe('body.dataBase64');
    });
  });
});
