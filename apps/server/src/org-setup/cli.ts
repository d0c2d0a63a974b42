import nodemailer from 'nodemailer';
import { z } from 'zod';
import { readEnv, type Env } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createOrganisation, OrganisationExists } from './create-organisation.ts';
import { invitationLink, invitationMail } from './invitations.ts';

export const USAGE = `Usage: npm run org -- create --name "NAME" --admin-email EMAIL [--admin-name NAME] [--slug SLUG]
  Creates an organisation, its first institute and its first org-admin on DATABASE_URL (or
  DATA_DIR), and prints a one-time invitation link; with SMTP_URL it is e-mailed as well.`;

const ZCreate = z.object({
  name: z.string().trim().min(1, '--name is required').max(200, '--name: at most 200 characters'),
  adminEmail: z.email('--admin-email must be an e-mail address').trim().toLowerCase(),
  adminName: z.string().trim().min(1).max(100).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, '--slug: lower-case letters, digits, hyphens')
    .optional(),
});

const FLAGS: Record<string, keyof z.input<typeof ZCreate>> = {
  '--name': 'name',
  '--admin-email': 'adminEmail',
  '--admin-name': 'adminName',
  '--slug': 'slug',
};

function parse(args: string[]): z.infer<typeof ZCreate> | string {
  if (args[0] !== 'create') return USAGE;
  const given: Record<string, string> = {};
  for (let i = 1; i < args.length; i += 1) {
    const [flag, inline] = (args[i] ?? '').split(/=(.*)/s, 2);
    const key = FLAGS[flag ?? ''];
    if (!key) return `Unknown option ${args[i]}\n${USAGE}`;
    const value = inline ?? args[(i += 1)];
    if (value === undefined) return `${flag} needs a value`;
    given[key] = value;
  }
  const parsed = ZCreate.safeParse(given);
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message).join('\n');
  return parsed.data;
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** An open database (tests); otherwise the environment's is opened and closed. */
  database?: Database;
  env?: Env;
  now?: () => Date;
}

/** `npm run org -- create …`: the exit code (0 done, 1 refused). */
export async function main(args: string[], io: CliIo): Promise<number> {
  const options = parse(args);
  if (typeof options === 'string') {
    io.err(options);
    return 1;
  }
  const env = io.env ?? readEnv();
  const database =
    io.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      pooler: env.DATABASE_POOLER,
      directUrl: env.DATABASE_DIRECT_URL,
      dataDir: env.DATA_DIR,
    }));
  try {
    if (!io.database) await database.migrate();
    const created = await createOrganisation(database.db, {
      name: options.name,
      adminEmail: options.adminEmail,
      adminName: options.adminName ?? options.adminEmail.replace(/@.*/, ''),
      slug: options.slug,
      now: io.now?.() ?? new Date(),
    });
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const link = invitationLink(publicUrl, created.invitation.token);
    io.out(`Organisation "${created.organisation.name}" created (id ${created.organisation.id}).`);
    io.out(`  X-Org-Token:       ${created.organisation.orgToken}`);
    io.out(`  First institute:   ${created.institute.name} (slug ${created.institute.slug})`);
    io.out(`  X-Institute-Token: ${created.institute.instituteToken}`);
    io.out(`Org-admin ${created.admin.email} is invited. The link works once, for 7 days:`);
    io.out(`  ${link}`);
    if (env.SMTP_URL) {
      const transport = nodemailer.createTransport(env.SMTP_URL);
      try {
        const mail = invitationMail({
          to: created.admin.email,
          name: created.admin.name,
          organisationName: created.organisation.name,
          link,
        });
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        io.out(`The link was e-mailed to ${created.admin.email}.`);
      } catch (error) {
        io.err(
          `The e-mail could not be sent (${(error as Error).message}); give the link above by hand.`,
        );
      } finally {
        transport.close();
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof OrganisationExists) {
      io.err(`${error.message} Nothing was created.`);
      return 1;
    }
    throw error;
  } finally {
    if (!io.database) await database.close();
  }
}
