import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { groupsOfSection, type ZSetInput } from '@exam/contracts/admin/set-entities';
import {
  exams,
  questionGroups,
  questions,
  questionSets,
  sections,
  templates,
} from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { groupValues, sanitizeContentHtml as clean } from '../../../content/sanitize.ts';
import type { Tx } from '../../../bank/store.ts';
import { copyIntoSet, recomputeSetTotals, setWasSat } from '../../../bank/set-copies.ts';
import { freeKey } from '../catalogue/keys.ts';
import { loadBankBodies, type BankBody } from './bank-bodies.ts';
import { passageGroups } from './passage-groups.ts';
import { bankPools, carried, refuseShortRules } from './pools.ts';
import { assertEditable } from '../scope.ts';
import { gapsOfSet, SetIncompleteError } from './publish.ts';
import { bumpContentVersion, findReadableSet, getSet, SET } from './read.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';

type SetInput = z.infer<typeof ZSetInput>;
const emptyGroup = { titleEn: '', titleHi: null, instructionsEn: '', instructionsHi: null };
const asRow = (bankQuestionId: number): SetInput['sections'][number]['questions'][number] => ({
  bankQuestionId,
});
const audit = auditOf('set');

async function assertExam(tx: Tx, orgId: number, examId: number) {
  const [exam] = await tx
    .select({ id: exams.id, templateId: exams.templateId })
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.orgId, orgId)));
  if (!exam) throw new AppError('BAD_REQUEST', `Exam ${examId} does not exist.`, 'body.examId');
  return exam;
}

const setColumns = (input: SetInput) => ({
  examId: input.examId,
  setTypeId: input.setTypeId,
  name: input.nameEn,
  nameHi: input.nameHi,
  description: clean(input.descriptionEn),
  descriptionHi: input.descriptionHi === null ? null : clean(input.descriptionHi),
  totalTime: input.durationMinutes,
  clockRule: input.clockRule,
  fullscreen: input.fullscreen,
  calculator: input.calculator,
  languages: input.languages,
  instructionEn: clean(input.instructionEn),
  instructionHi: clean(input.instructionHi),
  classId: input.classId,
  cutoff: input.cutoff,
  shuffleQuestions: input.shuffleQuestions,
  shuffleOptions: input.shuffleOptions,
});

type Pools = (number[][] | null)[];

/**
 * The bank questions each pooled section carries (decision 057), after refusing with its counts
 * any rule the bank cannot fill; and the bodies of every question the set copies.
 */
async function contentOf(tx: Tx, staff: StaffCtx['staff'], input: SetInput) {
  const rules = input.sections.map((section) => section.pool);
  const listed = input.sections.flatMap((section, s) =>
    groupsOfSection(section, s).flatMap(({ group }) =>
      group.questions.map((q) => q.bankQuestionId),
    ),
  );
  const found = await bankPools(tx, staff, rules, listed);
  refuseShortRules(rules, found);
  const pools: Pools = found.map((section) => section?.map(carried) ?? null);
  const bodies = await loadBankBodies(
    tx,
    staff,
    input,
    pools.flat(2).filter((id) => id !== null),
  );
  return { pools, bodies };
}

/** Sections, their groups in order, and the question copies (numbered across sections) of a set. */
async function writeContent(
  tx: Tx,
  orgId: number,
  set: { id: number; templateId: number },
  input: SetInput,
  { bodies, pools }: { bodies: Map<number, BankBody>; pools: Pools },
) {
  await tx.delete(questions).where(eq(questions.setId, set.id));
  await tx.delete(questionGroups).where(eq(questionGroups.setId, set.id));
  await tx.delete(sections).where(eq(sections.templateId, set.templateId));
  let questionNo = 0;
  let groupNo = 0;
  for (const [index, section] of input.sections.entries()) {
    const pool = pools[index] ?? null;
    const groups = pool
      ? [{ ...emptyGroup, questions: pool.flat().map((bankQuestionId) => asRow(bankQuestionId)) }]
      : passageGroups(
          groupsOfSection(section, index).map(({ group }) => group),
          bodies,
        );
    const ruleOf = new Map(pool?.flatMap((ids, r) => ids.map((id) => [id, r] as const)));
    const count = groups.reduce((sum, g) => sum + g.questions.length, 0);
    const [sectionRow] = await tx
      .insert(sections)
      .values({
        templateId: set.templateId,
        key: `section-${index + 1}`,
        name: section.nameEn,
        nameHi: section.nameHi,
        totalQuestion: count,
        totalMarks: count * section.marksPerQuestion,
        sortOrder: index,
        negativeMark: section.negativeMark,
        shuffleQuestions: section.shuffleQuestions,
        shuffleOptions: section.shuffleOptions,
        pool: section.pool,
      })
      .returning({ id: sections.id });
    if (!sectionRow) throw new Error('the section was not stored');
    for (const group of groups) {
      const [groupRow] = await tx
        .insert(questionGroups)
        .values({
          setId: set.id,
          sectionId: sectionRow.id,
          ...groupValues(group, section.marksPerQuestion),
          sortOrder: groupNo++,
        })
        .returning({ id: questionGroups.id });
      if (!groupRow) throw new Error('the question group was not stored');
      for (const q of group.questions) {
        const bank = bodies.get(q.bankQuestionId);
        if (!bank) throw new Error(`bank question ${q.bankQuestionId} was not loaded`);
        questionNo += 1;
        await copyIntoSet(tx, {
          orgId,
          setId: set.id,
          sectionId: sectionRow.id,
          groupId: groupRow.id,
          questionNo,
          bankQuestionId: bank.id,
          version: bank.version,
          body: bank.body,
          // A pool's questions all carry the section's marks: every candidate's total is the same.
          marks: pool ? section.marksPerQuestion : (q.marks ?? null),
          negativeMark: q.negativeMark ?? null,
          poolRule: ruleOf.get(bank.id),
        });
      }
    }
  }
  await recomputeSetTotals(tx, set.id);
}

/** A new set, unpublished, in the caller's institute (an org-admin's: the organisation's own). */
export async function createSet(ctx: StaffCtx, input: SetInput) {
  const { db, staff, actor } = ctx;
  const id = await auditedWrite(ctx, async (tx, log) => {
    const exam = await assertExam(tx, actor.orgId, input.examId);
    const content = await contentOf(tx, staff, input);
    const key = await freeKey(tx, questionSets, questionSets, actor.orgId, {
      name: input.nameEn,
      fallback: 'set',
    });
    const templateKey = await freeKey(tx, templates, templates, actor.orgId, {
      name: key,
      fallback: 'set',
    });
    const [template] = await tx
      .insert(templates)
      .values({
        orgId: actor.orgId,
        key: templateKey,
        examDuration: input.durationMinutes,
        totalQuestion: 0,
        totalMarks: 0,
        negativeMarks: input.negativeMarks,
        negativeMark: input.negativeMark,
      })
      .returning({ id: templates.id });
    if (!template) throw new Error('the template was not stored');
    const [set] = await tx
      .insert(questionSets)
      .values({
        orgId: actor.orgId,
        key,
        templateId: template.id,
        instituteId: actor.instituteId,
        active: false,
        ...setColumns(input),
      })
      .returning({ id: questionSets.id, templateId: questionSets.templateId });
    if (!set) throw new Error('the set was not stored');
    await writeContent(tx, actor.orgId, set, input, content);
    // An exam created in the console has no paper pattern yet: its first set gives it one.
    if (exam.templateId === null) {
      await tx
        .update(exams)
        .set({ templateId: template.id })
        .where(and(eq(exams.id, exam.id), isNull(exams.templateId)));
    }
    const created = await getSet(tx, staff, set.id);
    log(audit('create', set.id, { after: created }));
    return set.id;
  });
  return getSet(db, staff, id);
}

/**
 * Rebuilds a set that no student has started, with the latest versions of its questions. A set
 * students have sat is refused: their results stand on its questions.
 */
export async function updateSet(ctx: StaffCtx, id: number, input: SetInput) {
  const { db, staff, actor } = ctx;
  await auditedWrite(ctx, async (tx, log) => {
    const row = await findReadableSet(tx, staff, id);
    assertEditable(staff, row.instituteId, SET);
    // Held until commit: a student starting the set now waits, so the check below stays true.
    await tx
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(eq(questionSets.id, id))
      .for('update');
    if (await setWasSat(tx, id)) {
      throw new AppError(
        'CONFLICT',
        'Students have already taken this set, and their results stand on it: build a new set instead.',
      );
    }
    await assertExam(tx, actor.orgId, input.examId);
    const content = await contentOf(tx, staff, input);
    const before = await getSet(tx, staff, id);
    await tx
      .update(questionSets)
      .set({ ...setColumns(input), contentVersion: bumpContentVersion })
      .where(eq(questionSets.id, id));
    await tx
      .update(templates)
      .set({
        examDuration: input.durationMinutes,
        negativeMarks: input.negativeMarks,
        negativeMark: input.negativeMark,
      })
      .where(eq(templates.id, row.templateId));
    await writeContent(tx, actor.orgId, row, input, content);
    if (row.active) {
      const gaps = await gapsOfSet(tx, id, input.languages);
      if (gaps.length > 0) throw new SetIncompleteError(gaps);
    }
    const after = await getSet(tx, staff, id);
    log(audit('update', id, { before, after }));
  });
  return getSet(db, staff, id);
}
