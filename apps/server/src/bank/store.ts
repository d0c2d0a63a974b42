import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_PATH_PREFIX } from '@exam/contracts/common/image-url';
import type { TQuestionBody, TQuestionPassage } from '@exam/contracts/questions/entities';
import type { Db } from '../db/client.ts';
import { auditLog, bankQuestions, bankQuestionVersions, media } from '../db/schema.ts';
import { sanitizeContentHtml as clean } from '../content/sanitize.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who makes a change: a staff member, or the CLI (staffId null). Every change is audited. */
export interface Actor {
  orgId: number;
  /** The institute the change belongs to; null for the organisation's own content. */
  instituteId: number | null;
  staffId: number | null;
}

/** Every HTML field of a body through the content sanitiser (DESIGN.md §2). */
export function cleanBody(body: TQuestionBody): TQuestionBody {
  const opt = (value: string | undefined) => (value === undefined ? undefined : clean(value));
  return {
    ...body,
    textEn: clean(body.textEn),
    textHi: opt(body.textHi),
    solutionEn: opt(body.solutionEn),
    solutionHi: opt(body.solutionHi),
    options: body.options.map((o) => ({ ...o, textEn: clean(o.textEn), textHi: opt(o.textHi) })),
    ...(body.passage && { passage: cleanPassage(body.passage) }),
  };
}

/** A shared passage's HTML through the content sanitiser, as cleanBody stores it. */
export function cleanPassage(passage: TQuestionPassage): TQuestionPassage {
  return {
    ...passage,
    textEn: clean(passage.textEn),
    ...(passage.textHi !== undefined && { textHi: clean(passage.textHi) }),
  };
}

const hasHindi = (body: TQuestionBody) =>
  Boolean(body.textHi?.trim()) && body.options.every((o) => Boolean(o.textHi?.trim()));

export async function writeAudit(
  tx: Db | Tx,
  actor: Actor,
  entry: {
    action: string;
    entity: string;
    entityId: string | number | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await tx.insert(auditLog).values({
    orgId: actor.orgId,
    instituteId: actor.instituteId,
    staffId: actor.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface NewBankQuestion {
  body: TQuestionBody;
  key?: string | null;
  categoryId?: number | null;
}

/**
 * Adds a question to the bank as version 1, or — when `key` names an existing question of the
 * organisation — adds a new version to it (an import run again updates, never duplicates).
 * Returns the bank question id and the version written.
 */
export async function saveBankQuestion(tx: Tx, actor: Actor, input: NewBankQuestion) {
  const body = cleanBody(input.body);
  const existing = input.key
    ? await tx
        .select()
        .from(bankQuestions)
        .where(and(eq(bankQuestions.orgId, actor.orgId), eq(bankQuestions.key, input.key)))
        .limit(1)
    : [];
  const row = existing[0];
  if (!row) {
    const [created] = await tx
      .insert(bankQuestions)
      .values({
        orgId: actor.orgId,
        instituteId: actor.instituteId,
        key: input.key ?? null,
        categoryId: input.categoryId ?? null,
        questionType: body.type,
        tags: body.tags,
        hindiComplete: hasHindi(body),
        createdBy: actor.staffId,
      })
      .returning({ id: bankQuestions.id });
    const id = created?.id;
    if (id === undefined) throw new Error('the bank question was not inserted');
    await tx
      .insert(bankQuestionVersions)
      .values({ bankQuestionId: id, version: 1, body, createdBy: actor.staffId });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'question',
      entityId: id,
      after: body,
    });
    return { id, version: 1, created: true };
  }
  return addBankVersion(tx, actor, row.id, body);
}

/** A new version of a bank question; earlier versions stay as they are for the sets that use them. */
export async function addBankVersion(tx: Tx, actor: Actor, id: number, rawBody: TQuestionBody) {
  const body = cleanBody(rawBody);
  const [current] = await tx
    .select({ version: bankQuestions.currentVersion })
    .from(bankQuestions)
    .where(eq(bankQuestions.id, id))
    .for('update');
  if (!current) throw new Error(`bank question ${id} does not exist`);
  const [previous] = await tx
    .select({ body: bankQuestionVersions.body })
    .from(bankQuestionVersions)
    .where(
      and(
        eq(bankQuestionVersions.bankQuestionId, id),
        eq(bankQuestionVersions.version, current.version),
      ),
    );
  const version = current.version + 1;
  await tx
    .insert(bankQuestionVersions)
    .values({ bankQuestionId: id, version, body, createdBy: actor.staffId });
  await tx
    .update(bankQuestions)
    .set({
      currentVersion: version,
      questionType: body.type,
      tags: body.tags,
      hindiComplete: hasHindi(body),
      // A new version is the revision a key correction asked for (decision 049).
      solutionReview: null,
      updatedAt: sql`now()`,
    })
    .where(eq(bankQuestions.id, id));
  await writeAudit(tx, actor, {
    action: 'update',
    entity: 'question',
    entityId: id,
    before: previous?.body ?? null,
    after: body,
  });
  return { id, version, created: false };
}

/** Stores an image by the SHA-256 of its bytes (once, whoever uploads it again) and gives its path. */
export async function saveMedia(tx: Db | Tx, orgId: number, bytes: Uint8Array, mimeType: string) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await tx
    .insert(media)
    .values({ sha256, orgId, mimeType, byteSize: bytes.byteLength, bytes })
    .onConflictDoNothing();
  return { sha256, path: `${MEDIA_PATH_PREFIX}${sha256}` };
}

/** The join of a bank question to its current version: the body the bank shows and a set copies. */
export const onCurrentVersion = () =>
  and(
    eq(bankQuestionVersions.bankQuestionId, bankQuestions.id),
    eq(bankQuestionVersions.version, bankQuestions.currentVersion),
  );
