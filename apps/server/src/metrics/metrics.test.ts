import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import { buildApp } from '../app.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { importCglMock, record, start, submit } from '../../test/attempts.ts';
import { SAVE } from '../../test/student-paths.ts';
import { registerAndLogin, post } from '../../test/students.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one series in Prometheus's text, or 0 when the series is absent. */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describeEachDatabase('Prometheus /metrics', (h) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let paper: TPaper;

  beforeAll(async () => {
    paper = await importCglMock(h);
    app = await buildApp({ database: h.database, catalogueCacheMs: 0, metricsToken: TOKEN });
  });
  afterAll(() => app?.close());

  const scrape = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('is not served without METRICS_TOKEN, and refuses a scrape without the token', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const bare = await app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests per route, saves acknowledged and attempts in progress, as they change', async () => {
    const before = await scrape();
    const who = await registerAndLogin(h);
    const asApp = { ...h, app } as typeof h;
    const attempt = await start(asApp, who, paper.setId);
    for (let seq = 1; seq <= 3; seq++)
      expect((await post(asApp, who, SAVE, record(paper, who, attempt, 1, 1, seq))).status).toBe(
        200,
      );

    const during = await scrape();
    const startSeries =
      'http_request_duration_seconds_count{method="POST",route="/v2/api/cbt/student/attempt/start",status="2xx"}';
    expect(valueOf(during, startSeries) - valueOf(before, startSeries)).toBe(1);
    expect(
      valueOf(during, 'exam_saves_acknowledged_total') -
        valueOf(before, 'exam_saves_acknowledged_total'),
    ).toBe(3);
    expect(valueOf(during, 'exam_saves_queued')).toBe(0);
    expect(valueOf(during, 'exam_attempts_in_progress')).toBe(
      valueOf(before, 'exam_attempts_in_progress') + 1,
    );
    expect(during).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (h.database.kind === 'postgres') {
      expect(during).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(during).toMatch(/^db_pool_waiting_requests 0$/m);
    }

    await submit(asApp, who, paper.setId, attempt);
    const after = await scrape();
    expect(valueOf(after, 'exam_attempts_in_progress')).toBe(
      valueOf(before, 'exam_attempts_in_progress'),
    );
  });

  it('labels an address no route serves as one series, not one per address', async () => {
    await app.inject({ method: 'GET', url: '/v2/api/no/such/route/123' });
    await app.inject({ method: 'GET', url: '/v2/api/no/such/route/456' });
    const text = await scrape();
    expect(text).not.toContain('/no/such/route');
    expect(text).toMatch(/route="not found",status="4xx"/);
  });
});
