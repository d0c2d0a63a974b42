import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import type { Db } from '../../../db/client.ts';
import {
  bankQuestions,
  bankQuestionVersions,
  media,
  options,
  questions,
} from '../../../db/schema.ts';
import {
  exportKeyOf,
  mediaOfQuestions,
  type ExportImages,
  type ExportQuestion,
} from '../../../interchange/export-common.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { findReadableSet } from '../sets/read.ts';
import { readable } from '../scope.ts';
import { onCurrentVersion } from '../../../bank/store.ts';

/** The current versions of the bank questions the caller reads (retired ones left out), or of `ids`. */
export async function bankForExport(db: Db, staff: AuthenticatedStaff, ids?: number[]) {
  const where: SQL[] = [readable(staff, bankQuestions.orgId, bankQuestions.instituteId)];
  if (ids) where.push(inArray(bankQuestions.id, ids));
  else where.push(isNull(bankQuestions.retiredAt));
  const rows = await db
    .select({ id: bankQuestions.id, key: bankQuestions.key, body: bankQuestionVersions.body })
    .from(bankQuestions)
    .innerJoin(bankQuestionVersions, onCurrentVersion())
    .where(and(...where))
    .orderBy(asc(bankQuestions.id));
  return rows.map((row): ExportQuestion => ({
    key: row.key ?? exportKeyOf(row.id),
    body: row.body,
  }));
}

/** The questions of a set in order, as bodies (its frozen copies; the answer keys included). */
export async function setForExport(db: Db, staff: AuthenticatedStaff, setId: number) {
  const set = await findReadableSet(db, staff, setId);
  const rows = await db
    .select({ question: questions, bankKey: bankQuestions.key, tags: bankQuestions.tags })
    .from(questions)
    .leftJoin(bankQuestions, eq(bankQuestions.id, questions.bankQuestionId))
    .where(eq(questions.setId, set.id))
    .orderBy(asc(questions.questionNo), asc(questions.id));
  const optionRows = rows.length
    ? await db
        .select()
        .from(options)
        .where(
          inArray(
            options.questionId,
            rows.map((r) => r.question.id),
          ),
        )
        .orderBy(asc(options.optionNo))
    : [];
  return {
    set,
    questions: rows.map(({ question: q, bankKey, tags }): ExportQuestion => {
      const right = new Set(
        q.questionType === 'multiple' ? (q.answerOptionIds ?? []) : [q.answerOptionId],
      );
      const body: TQuestionBody = {
        type: q.questionType,
        textEn: q.textEn,
        textHi: q.textHi ?? undefined,
        solutionEn: q.solutionEn ?? undefined,
        solutionHi: q.solutionHi ?? undefined,
        options: optionRows
          .filter((o) => o.questionId === q.id)
          .map((o) => ({
            textEn: o.textEn,
            textHi: o.textHi ?? undefined,
            correct: right.has(o.id),
          })),
        markingRule: q.markingRule ?? undefined,
        numeric:
          q.questionType === 'numerical' && q.numericMin !== null && q.numericMax !== null
            ? { min: q.numericMin, max: q.numericMax }
            : undefined,
        shortAnswer: q.questionType === 'short-answer' ? (q.textKey ?? undefined) : undefined,
        marks: q.marks ?? undefined,
        negativeMark: q.negativeMark ?? undefined,
        tags: tags ?? [],
      };
      return { key: bankKey ?? `${set.key}-${q.key}`, body };
    }),
  };
}

/**
 * The stored images the questions show, for the package. Media are content-addressed and served
 * to anyone at /media/<sha> (the first uploader's organisation owns the row), so the caller's own
 * questions naming a hash is what gives access: no organisation filter here.
 */
export async function imagesOf(db: Db, list: ExportQuestion[]): Promise<ExportImages> {
  const shas = mediaOfQuestions(list);
  const rows = shas.length
    ? await db
        .select({ sha256: media.sha256, bytes: media.bytes, mimeType: media.mimeType })
        .from(media)
        .where(inArray(media.sha256, shas))
    : [];
  return new Map(rows.map((row) => [row.sha256, { bytes: row.bytes, mimeType: row.mimeType }]));
}
