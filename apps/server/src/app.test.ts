import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@exam/contracts/api';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';

describe('the application shell', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Exam</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(webDist, 'route-preloads.json'),
      JSON.stringify({
        routes: {
          '/exampanel': {
            scripts: ['assets/exam-panel-abc.js', 'assets/format-abc.js', '"><script>x</script>'],
            styles: ['assets/exam-panel-abc.css'],
          },
          '/exam/list/*': { scripts: ['assets/exam-list-abc.js'], styles: [] },
        },
      }),
    );
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"ExamPrep","start_url":"/"}');
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    app = await buildApp({ database, webDist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends a CSP that allows no inline script, and other security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers client routes with the SPA page, uncached, so a reload works', async () => {
    for (const url of ['/', '/exam/list/3', '/set?examId=4', '/testseries/']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("links a screen's chunks and styles in its page, so they load alongside the entry", async () => {
    const panel = await app.inject({ method: 'GET', url: '/exampanel?x=1' });
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['content-type']).toMatch(/^text\/html/);
    expect(panel.headers['cache-control']).toBe('no-cache');
    expect(panel.body).toContain('<link rel="modulepreload" href="/assets/exam-panel-abc.js">');
    expect(panel.body).toContain('<link rel="modulepreload" href="/assets/format-abc.js">');
    expect(panel.body).toContain(
      '<link rel="preload" href="/assets/exam-panel-abc.css" as="style" crossorigin></head>',
    );
    expect(panel.body).not.toContain('<script>');
    const list = await app.inject({ method: 'GET', url: '/exam/list/3/' });
    expect(list.body).toContain('href="/assets/exam-list-abc.js"');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
    const head = await app.inject({ method: 'HEAD', url: '/exampanel' });
    expect(head.statusCode).toBe(200);
  });

  it('answers HEAD of a client route like GET (uptime checks, link previews)', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/exam/list/3' });
    expect(res.statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker as JavaScript that is revalidated on every start', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:/);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'ExamPrep', start_url: '/' });
  });

  it('answers an unknown API route or asset with a JSON 404, not the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/v2/api/cbt/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 0, code: 'NOT_FOUND' });
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  it("gives a person's browser the app (which says page not found) for an unknown file-like address", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/old-site/page.php',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('publishes an OpenAPI document with every contract path and the tenant headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const paths = Object.keys(doc.paths);
    for (const endpoint of Object.values(API)) {
      expect(paths).toContain(endpoint.path.replace(/:(\w+)/g, '{$1}'));
    }
    expect(doc.components.securitySchemes.orgToken).toMatchObject({
      in: 'header',
      name: 'X-Org-Token',
    });
    const page = doc.paths['/v2/api/cbt/exam/get/all/with/pagination'].post;
    expect(page.requestBody.content['application/json'].schema.properties).toHaveProperty('size');
  });
});

describe('body-less POST calls', () => {
  it('accept Content-Type: application/json with an empty body', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const app = await buildApp({ database });
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/cbt/exam/category/get/all',
      headers: {
        'content-type': 'application/json',
        'x-org-token': 'none',
        'x-institute-token': 'none',
      },
    });
    // Reaches the tenancy check (401), instead of failing on the empty body (400).
    expect(res.statusCode).toBe(401);
    await app.close();
    await database.close();
  });
});
