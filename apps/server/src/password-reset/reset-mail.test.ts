import { describe, expect, it } from 'vitest';
import { resetMail, type MailSite } from './reset-mail.ts';

const LOGO = 'c'.repeat(64);
const mailOn = (site: MailSite | null) =>
  resetMail({
    to: 'asha@school.test',
    name: 'Asha',
    link: 'https://main.exams.example.org/reset-password?token=abc',
    ttlMinutes: 30,
    site,
  });

describe("a student's password reset e-mail", () => {
  const site: MailSite = {
    name: 'Main <institute>',
    nameHi: 'मुख्य संस्थान',
    url: 'https://main.exams.example.org',
    logoSha256: LOGO,
  };

  it("heads its HTML part with the institute's names and its logo from the site's https address", () => {
    const mail = mailOn(site);
    expect(mail.subject).toBe('Choose a new password — Main <institute>');
    expect(mail.text.endsWith('\nMain <institute>\n')).toBe(true);
    expect(mail.html).toContain(
      `<img src="https://main.exams.example.org/media/${LOGO}" alt="" height="48">`,
    );
    expect(mail.html).toContain('<strong>Main &lt;institute&gt;<br>मुख्य संस्थान</strong>');
    expect(mail.html).toContain(
      '<a href="https://main.exams.example.org/reset-password?token=abc">',
    );
  });

  it('names the institute without a logo when the site is plain http, has no address or no logo', () => {
    for (const other of [
      { ...site, url: 'http://main.localhost:3000' },
      { ...site, url: null },
      { ...site, logoSha256: null },
    ]) {
      const html = mailOn(other).html ?? '';
      expect(html).toContain('<strong>Main &lt;institute&gt;');
      expect(html).not.toContain('<img');
    }
  });

  it('stays plain text, unsigned, for an account of no institute', () => {
    const mail = mailOn(null);
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain('within 30 minutes');
  });
});
