import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutes, organisations } from '../db/schema.ts';
import { escapeHtml } from '../sites/site-page.ts';
import type { Mail } from './mail-plugin.ts';

/** The institute whose site a student uses, as its e-mails name it. */
export interface MailSite {
  name: string;
  nameHi: string | null;
  /** The site's address; null when it has none (the public URL is used). */
  url: string | null;
  /** SHA-256 of the logo the site shows (the institute's, else the organisation's). */
  logoSha256: string | null;
}

/** The logo an institute's site shows: its own, else its organisation's; null for none. */
export async function siteLogoOf(db: Db, instituteId: number): Promise<string | null> {
  const [row] = await db
    .select({
      sha: sql<string | null>`coalesce(${institutes.logoSha256}, ${organisations.logoSha256})`,
    })
    .from(institutes)
    .innerJoin(organisations, eq(organisations.id, institutes.orgId))
    .where(eq(institutes.id, instituteId));
  return row?.sha ?? null;
}

/**
 * The password reset e-mail: the link, and the institute (a student's) in the subject, the
 * signature and an HTML part that heads it with the name and the logo. The logo is an image on
 * the site's own address, and only an https one: a mail program fetching from plain http would
 * warn or refuse, and a link to another host would look like a tracker.
 */
export function resetMail(input: {
  to: string;
  name: string;
  link: string;
  ttlMinutes: number;
  site: MailSite | null;
}): Mail {
  const { site, link } = input;
  const lines = [
    `Hello ${input.name},`,
    'Somebody (we hope you) asked to choose a new password. ' +
      `Open this link within ${input.ttlMinutes} minutes; it works once:`,
  ];
  const after = 'If it was not you, ignore this e-mail: your password stays as it is.';
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${after}\n${site ? `\n${site.name}\n` : ''}`;
  if (!site) return { to: input.to, subject: 'Choose a new password', link, text };
  const logo =
    site.logoSha256 && site.url?.startsWith('https://')
      ? `<img src="${escapeHtml(`${site.url}/media/${site.logoSha256}`)}" alt="" height="48"><br>`
      : '';
  const names = [site.name, site.nameHi].filter(Boolean).map((n) => escapeHtml(n ?? ''));
  const html =
    `<!doctype html><html><body>` +
    `<p>${logo}<strong>${names.join('<br>')}</strong></p>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(after)}</p></body></html>`;
  return { to: input.to, subject: `Choose a new password — ${site.name}`, link, text, html };
}
