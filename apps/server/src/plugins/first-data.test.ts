import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZImportFile } from '@exam/contracts/content/import-file';
import { orgFixture } from '../../test/fixtures.ts';
import { buildApp } from '../app.ts';
import { importContent } from '../content/import.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { exams, institutes } from '../db/schema.ts';

const CATEGORIES = { method: 'POST', path: '/v2/api/cbt/exam/category/get/all' };
const FIRST_PAGE = {
  method: 'POST',
  path: '/v2/api/cbt/exam/get/all/with/pagination',
  body: { page: 0, size: 6 },
};

const DESCRIPTION = '<p>CHSL</p></script><script>alert(1)</script> costs $& $1';

/** A built web app whose manifest asks for the home page's catalogue. */
function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Exam</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      routes: {
        '/': { scripts: [], styles: [], data: [CATEGORIES, FIRST_PAGE] },
        '/set': { scripts: ['assets/set-abc.js'], styles: [], data: [CATEGORIES] },
        '/exampanel': { scripts: ['assets/exam-panel-abc.js'], styles: [], data: [] },
        '/search': {
          scripts: [],
          styles: [],
          data: [
            { method: 'GET', path: '/health' },
            { method: 'DELETE', path: CATEGORIES.path },
          ],
        },
      },
    }),
  );
  return dir;
}

/** The answers a page carries, parsed as the browser's JSON.parse reads them. */
function firstData(html: string) {
  const match = /<script id="first-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as { path: string; response: unknown }[]) : null;
}

describe('a page with its first data (decision 029)', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const tenant = { 'x-org-token': 'test-org', 'x-institute-token': 'test-institute' };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await importContent(database.db, [
      ZImportFile.parse(orgFixture()),
      ZImportFile.parse(orgFixture('other-org', 'other-institute')),
    ]);
    // Text that must stay data in the page: the end of the element, and a replacement pattern.
    await database.db
      .update(exams)
      .set({ description: DESCRIPTION })
      .where(eq(exams.name, 'SSC CHSL'));
    await database.db
      .update(institutes)
      .set({ slug: 'other' })
      .where(eq(institutes.instituteToken, 'other-institute'));
    app = await buildApp({ database, catalogueCacheMs: 0, webDist: webDist() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("carries the same answers as the API gives the host's institute", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const data = firstData(page.body);
    const categories = await app.inject({ method: 'POST', url: CATEGORIES.path, headers: tenant });
    const examsPage = await app.inject({
      method: 'POST',
      url: FIRST_PAGE.path,
      headers: { ...tenant, 'content-type': 'application/json' },
      payload: JSON.stringify(FIRST_PAGE.body),
    });
    expect(data).toEqual([
      { ...CATEGORIES, response: categories.json().response },
      { ...FIRST_PAGE, response: examsPage.json().response },
    ]);
  });

  it('keeps HTML in the content inside the data block', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    // The site's data block and the first data's: nothing from the content.
    expect(page.body.match(/<script/g)).toHaveLength(2);
    const [, exams] = firstData(page.body) ?? [];
    const content = (exams?.response as { content: { examDescription: string }[] }).content;
    expect(content.map((e) => e.examDescription)).toContain(DESCRIPTION);
  });

  it('follows a change to the catalogue', async () => {
    await database.db
      .update(exams)
      .set({ name: 'SSC CGL Tier 1 (2027)' })
      .where(eq(exams.name, 'SSC CGL Tier 1'));
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(JSON.stringify(firstData(page.body))).toContain('SSC CGL Tier 1 (2027)');
  });

  it("answers as the host's institute: another organisation's site gets its own catalogue", async () => {
    const mine = JSON.stringify(firstData((await app.inject({ method: 'GET', url: '/' })).body));
    const other = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'other.localhost' },
    });
    const theirs = firstData(other.body);
    expect(theirs).toHaveLength(2);
    expect(JSON.stringify(theirs)).not.toEqual(mine);
    const unknown = await app.inject({ method: 'GET', url: '/', headers: { host: 'x.localhost' } });
    expect(unknown.statusCode).toBe(404);
    expect(firstData(unknown.body)).toBeNull();
  });

  it('gives each page only its own calls, and replays nothing outside the API', async () => {
    const set = firstData((await app.inject({ method: 'GET', url: '/set?examId=1' })).body);
    expect(set?.map((a) => a.path)).toEqual([CATEGORIES.path]);
    const panel = await app.inject({ method: 'GET', url: '/exampanel' });
    expect(firstData(panel.body)).toBeNull();
    const search = await app.inject({ method: 'GET', url: '/search' });
    expect(firstData(search.body)).toBeNull();
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('is compressed for a browser that accepts it', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(firstData(html)).toHaveLength(2);
    const plain = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(firstData(plain.body)).toHaveLength(2);
  });
});
