import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../bank/store.ts';
import type { Db } from '../db/client.ts';
import { institutes, organisations, staff } from '../db/schema.ts';
import { issueInvitation } from './invitations.ts';
import { oneRow } from '../db/rows.ts';

/** A tenant token: generated, never typed (SPEC's X-Org-Token and X-Institute-Token). */
export const newTenantToken = (prefix: 'org' | 'inst') =>
  `${prefix}-${randomBytes(12).toString('base64url')}`;

/** A slug from a name: lower-case letters and digits joined by hyphens. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '') || 'main';

export class OrganisationExists extends Error {}

/**
 * Serialises organisation creation on the deployment (a transaction-scoped advisory lock, gone at
 * commit or rollback): two runs with one name at the same moment would otherwise both find the
 * name free. A bigint key, apart from the migration's (727274) and the two-int keys elsewhere.
 */
const CREATE_ORGANISATION_LOCK = 727275;

/**
 * A new organisation with a first institute (every call names an organisation and an institute)
 * and its first org-admin, invited: no password until the link is used. The same name twice (any
 * case) is refused, also when two runs race.
 */
export async function createOrganisation(
  db: Db,
  input: { name: string; adminEmail: string; adminName: string; slug?: string; now: Date },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_ORGANISATION_LOCK}::bigint)`);
    const [taken] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(sql`lower(${organisations.name})`, input.name.toLowerCase()));
    if (taken)
      throw new OrganisationExists(`An organisation named "${input.name}" already exists.`);
    const org = oneRow(
      await tx
        .insert(organisations)
        .values({ name: input.name, orgToken: newTenantToken('org') })
        .returning(),
      'The organisation',
    );
    let slug = input.slug ?? slugOf(input.name);
    const [slugTaken] = await tx
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.slug, slug));
    if (slugTaken) slug = `${slug.slice(0, 25)}-${randomBytes(3).toString('hex')}`;
    const institute = oneRow(
      await tx
        .insert(institutes)
        .values({ orgId: org.id, name: input.name, slug, instituteToken: newTenantToken('inst') })
        .returning(),
      'The institute',
    );
    const admin = oneRow(
      await tx
        .insert(staff)
        .values({
          orgId: org.id,
          instituteId: null,
          role: 'org-admin',
          email: input.adminEmail.toLowerCase(),
          name: input.adminName,
          passwordHash: null,
        })
        .returning(),
      'The org-admin',
    );
    const invitation = await issueInvitation(tx, {
      orgId: org.id,
      staffId: admin.id,
      createdBy: null,
      now: input.now,
    });
    const actor = { orgId: org.id, instituteId: null, staffId: null };
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'organisation',
      entityId: org.id,
      after: { name: input.name, institute: institute.name, slug },
    });
    await writeAudit(tx, actor, {
      action: 'invite',
      entity: 'staff',
      entityId: admin.id,
      after: { email: admin.email, role: 'org-admin', by: 'command line' },
    });
    return { organisation: org, institute: institute, admin: admin, invitation };
  });
}
