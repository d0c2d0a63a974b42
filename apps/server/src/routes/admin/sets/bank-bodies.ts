import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { groupsOfSection, type ZSetInput } from '@exam/contracts/admin/set-entities';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { bankQuestions, bankQuestionVersions } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Tx } from '../../../bank/store.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { readable } from '../scope.ts';
import { onCurrentVersion } from '../../../bank/store.ts';

type SetInput = z.infer<typeof ZSetInput>;

export interface BankBody {
  id: number;
  version: number;
  body: TQuestionBody;
}

/**
 * The current body of every bank question the set names; 400 naming the row of any unusable one.
 * `pooled`: the questions its pools carry (already found readable and live).
 */
export async function loadBankBodies(
  tx: Tx,
  staff: AuthenticatedStaff,
  input: SetInput,
  pooled: readonly number[] = [],
) {
  const rowsOfSet = input.sections.flatMap((section, s) =>
    groupsOfSection(section, s).flatMap(({ group, path }) =>
      group.questions.map((q, i) => ({ q, field: `body.${[...path, 'questions', i].join('.')}` })),
    ),
  );
  const ids = [...rowsOfSet.map(({ q }) => q.bankQuestionId), ...pooled];
  const rows = ids.length
    ? await tx
        .select({
          id: bankQuestions.id,
          version: bankQuestions.currentVersion,
          retiredAt: bankQuestions.retiredAt,
          body: bankQuestionVersions.body,
        })
        .from(bankQuestions)
        .innerJoin(bankQuestionVersions, onCurrentVersion())
        .where(
          and(
            inArray(bankQuestions.id, ids),
            readable(staff, bankQuestions.orgId, bankQuestions.instituteId),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { q, field: place } of rowsOfSet) {
    const field = `${place}.bankQuestionId`;
    const row = byId.get(q.bankQuestionId);
    if (!row) {
      throw new AppError('BAD_REQUEST', `Question ${q.bankQuestionId} is not in your bank.`, field);
    }
    if (row.retiredAt) {
      throw new AppError(
        'BAD_REQUEST',
        `Question ${q.bankQuestionId} is retired: restore it or choose another.`,
        field,
      );
    }
  }
  return byId as Map<number, BankBody>;
}
