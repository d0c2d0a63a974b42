import { and, eq } from 'drizzle-orm';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import { cutoffOf } from '@exam/core/cutoff';
import type { Db } from '../../../db/client.ts';
import { questionSets, templates } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { selectSections } from '../../catalogue/service.ts';
import { orNotFound, readable } from '../scope.ts';
import { SET } from '../sets/read.ts';
import { candidatesVersion } from './candidates.ts';
import type { ResultContext } from './table.ts';

/**
 * The set in the caller's scope (else 404) with its total marks, its cut-off (the set's own, else
 * SPEC §9's share of the total) and the version of its candidates' scores, in one round trip.
 */
export async function resultContext(db: Db, staff: AuthenticatedStaff, id: number) {
  const [row] = await db
    .select({
      id: questionSets.id,
      orgId: questionSets.orgId,
      instituteId: questionSets.instituteId,
      setTypeId: questionSets.setTypeId,
      name: questionSets.name,
      cutoff: questionSets.cutoff,
      templateId: questionSets.templateId,
      totalMarks: templates.totalMarks,
      totalQuestion: templates.totalQuestion,
      version: candidatesVersion(questionSets.id),
    })
    .from(questionSets)
    .innerJoin(templates, eq(templates.id, questionSets.templateId))
    .where(
      and(eq(questionSets.id, id), readable(staff, questionSets.orgId, questionSets.instituteId)),
    );
  const set = orNotFound(row, SET);
  // A quiz, practice or GK play scores one point per correct answer (SPEC §4), and no sections.
  const quizLike = carriesAnswerKey(set.setTypeId);
  const totalMarks = (quizLike ? set.totalQuestion : set.totalMarks) ?? 0;
  const ctx: ResultContext = {
    set,
    staff,
    cutoff: cutoffOf(set.cutoff, totalMarks),
    totalMarks,
  };
  const sections = async () =>
    quizLike
      ? []
      : (await selectSections(db, set.templateId)).map((s) => ({
          id: s.sectionId,
          name: s.sectionName,
          nameHi: s.sectionNameHi,
        }));
  return { ctx, set, sections };
}
