import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { count } from 'drizzle-orm';
import { organisations } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { adminCall } from '../routes/admin/test-helpers.ts';
import { main } from './cli.ts';

describeEachDatabase('npm run org -- create', (h) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp?.close());

  const organisationCount = async () =>
    (await h.database.db.select({ n: count() }).from(organisations))[0]?.n ?? 0;

  const run = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      database: h.database,
      env: readEnv({ PUBLIC_URL: 'https://exams.board.test', ...env }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('creates the organisation and its org-admin, prints and e-mails the link; the link logs in', async () => {
    const done = await run(
      ['create', '--name', 'Bihar Board', '--admin-email', 'Chief@Board.test', '--slug', 'bihar'],
      { SMTP_URL: smtp.url },
    );
    expect(done.code, done.err).toBe(0);
    const link = /https:\/\/exams\.board\.test\/admin\/invitation\/([\w-]+)/.exec(done.out);
    expect(link).not.toBeNull();
    const orgToken = /X-Org-Token:\s+(\S+)/.exec(done.out)?.[1] ?? '';
    const instituteToken = /X-Institute-Token:\s+(\S+)/.exec(done.out)?.[1] ?? '';
    const mail = await smtp.next();
    expect(mail.to).toEqual(['chief@board.test']);
    expect(mail.text).toContain(link?.[0]);

    const tenant = { 'x-org-token': orgToken, 'x-institute-token': instituteToken };
    const accepted = await adminCall(h, 'POST', `/v2/api/admin/auth/invitation/${link?.[1]}`, {
      tenant,
      body: { newPassword: 'Chief12345' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.response.staff).toMatchObject({
      role: 'org-admin',
      email: 'chief@board.test',
    });
    const org = await adminCall(h, 'GET', '/v2/api/admin/organisation', {
      tenant,
      token: accepted.body.response.token,
    });
    expect(org.body.response.name).toBe('Bihar Board');
  });

  it('refuses the same name twice (exit 1) and creates nothing', async () => {
    const before = await organisationCount();
    const again = await run([
      'create',
      '--name',
      'bihar board',
      '--admin-email',
      'other@board.test',
    ]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
    expect(again.out).toBe('');
    expect(await organisationCount()).toBe(before);
    const bad = await run(['create', '--name', 'X', '--admin-email', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--admin-email');
    expect((await run([])).err).toContain('Usage');
  });

  it('several runs with one name at the same moment create it once', async () => {
    const before = await organisationCount();
    const runs = await Promise.all(
      ['a', 'b', 'c', 'd'].map((who) =>
        run(['create', '--name', 'Race Board', '--admin-email', `${who}@race.test`]),
      ),
    );
    expect(runs.map((r) => r.code).sort()).toEqual([0, 1, 1, 1]);
    for (const refused of runs.filter((r) => r.code === 1))
      expect(refused.err).toContain('already exists');
    expect(await organisationCount()).toBe(before + 1);
  });
});
