import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZSite } from '@exam/contracts/common/site';
import { buildApp } from '../app.ts';
import { institutes, organisations } from '../db/schema.ts';
import { twoInstituteFixture } from '../routes/admin/test-helpers.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import {
  freshUsername,
  registerAndLogin,
  studentCall,
  TEST_PASSWORD,
} from '../../test/students.ts';

const SHELL = `<!doctype html><html><head><meta name="theme-color" content="#0b5ed7" /><title>ExamPrep</title></head>
<body><div id="root"><div class="boot-shell" role="status">
<img src="/favicon.svg" alt="" width="28" height="28" />
<span class="boot-shell-brand">ExamPrep</span></div></div></body></html>`;
const LOGO = 'a'.repeat(64);

function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
}

/** The site a page carries, read as the app reads it. */
function siteOf(html: string) {
  const match = /<script id="site" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? ZSite.parse(JSON.parse(match[1] ?? '')) : null;
}

describeEachDatabase('one build, many institutes (decision 052)', (h) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const page = (host: string, url = '/') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture(), orgFixture('other-org', 'other-institute'));
    const db = h.database.db;
    await db
      .update(institutes)
      .set({ slug: 'b', nameHi: 'दूसरा संस्थान <b>', logoSha256: LOGO })
      .where(eq(institutes.instituteToken, 'test-institute-b'));
    await db
      .update(institutes)
      .set({ slug: 'other', hostNames: ['exams.other.example'] })
      .where(eq(institutes.instituteToken, 'other-institute'));
    await db
      .update(organisations)
      .set({ brandColour: '#aa3300' })
      .where(eq(organisations.orgToken, 'test-org'));
    app = await buildApp({
      database: h.database,
      webDist: webDist(),
      catalogueCacheMs: 0,
      sites: { baseDomain: 'exams.example.org' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves <slug>.<base domain> with that institute’s tokens and branding', async () => {
    const res = await page('B.Exams.Example.org:8443', '/exam/list/3');
    expect(res.statusCode).toBe(200);
    expect(siteOf(res.body)).toEqual({
      orgToken: 'test-org',
      instituteToken: 'test-institute-b',
      name: 'Second institute',
      nameHi: 'दूसरा संस्थान <b>',
      logoUrl: `/media/${LOGO}`,
      brandColour: '#aa3300',
    });
    expect(res.body).toContain('<title>Second institute</title>');
    expect(res.body).toContain('<span class="boot-shell-brand">Second institute</span>');
    expect(res.body).toContain(`<img src="/media/${LOGO}"`);
    expect(res.body).toContain('content="#aa3300"');
    expect(res.body).toContain('{border-top:4px solid #aa3300}</style>');
    // The Hindi name's `<` stays data: only the one data block is a script.
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('serves <slug>.localhost in development and a custom host name', async () => {
    expect(siteOf((await page('b.localhost:4303')).body)?.instituteToken).toBe('test-institute-b');
    const custom = siteOf((await page('exams.other.example')).body);
    expect(custom).toMatchObject({ orgToken: 'other-org', instituteToken: 'other-institute' });
    expect(custom?.brandColour).toBeNull();
  });

  it('serves the first institute on a plain host, or the one DEFAULT_INSTITUTE names', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost', 'exams.example.org']) {
      expect(siteOf((await page(host)).body)?.instituteToken).toBe('test-institute');
    }
    const named = await buildApp({
      database: h.database,
      webDist: webDist(),
      sites: { defaultInstitute: 'other' },
    });
    try {
      const res = await named.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
      expect(siteOf(res.body)?.instituteToken).toBe('other-institute');
    } finally {
      await named.close();
    }
  });

  it('answers an unknown slug with a page that says so, not another institute’s site', async () => {
    const res = await page('nobody.exams.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('No institute at this address');
    expect(res.body).toContain('इस पते पर कोई संस्थान नहीं है');
    expect(siteOf(res.body)).toBeNull();
    expect(res.body).not.toContain('test-institute');
  });

  it('makes index.html itself (the service worker’s copy) the host’s page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { host: 'b.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(siteOf(res.body)?.instituteToken).toBe('test-institute-b');
  });

  it('tells a student of institute B who logs in on A’s site where to go', async () => {
    const tenantB = tenantHeaders('test-org', 'test-institute-b');
    const { username } = await registerAndLogin(h, { tenant: tenantB });
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/cbt/student/authenticate',
      headers: {
        ...tenantHeaders(),
        host: 'a.exams.example.org',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'OTHER_INSTITUTE',
      message:
        'Your account belongs to Second institute. Log in on its site: http://b.exams.example.org',
      site: { name: 'Second institute', url: 'http://b.exams.example.org' },
      errorList: [{ error: expect.stringContaining('http://b.exams.example.org') }],
    });
    expect(res.json().token).toBeUndefined();
    // On B's own site the same login works.
    const own = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
      tenant: tenantB,
      body: { username, password: TEST_PASSWORD },
    });
    expect(own.status).toBe(200);
  });

  it('says nothing of another institute to someone without the password', async () => {
    const tenantB = tenantHeaders('test-org', 'test-institute-b');
    const { username } = await registerAndLogin(h, { tenant: tenantB });
    const wrong = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
      body: { username, password: 'Not-the-password1' },
    });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain('Second institute');
    const unknown = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
      body: { username: freshUsername(), password: TEST_PASSWORD },
    });
    expect(unknown.status).toBe(401);
  });
});
