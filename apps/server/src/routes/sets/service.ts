import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TQuestionSet, TSetTypeId } from '@exam/contracts/sets/entities';
import { languageName } from '@exam/core/language';
import type { Db } from '../../db/client.ts';
import { exams, questionSets, students, systemInstructions, templates } from '../../db/schema.ts';
import { noWindowBinds } from '../../schedules/audience.ts';
import type { StudentWindow } from '../../schedules/student-windows.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  negativeMarkingTold,
  selectNegativeMarking,
} from '../../content-store/negative-marking.ts';

/** Whose sets a caller may see: the organisation's own and those of the caller's institute. */
export interface SetScope {
  orgId: number;
  instituteId: number;
  /**
   * Scheduled sets leave the open catalogue (decision 018): only these are shown, the ones whose
   * windows are for the caller ('all': a student's own attempts, whatever their window).
   */
  scheduledSetIds?: readonly number[] | 'all';
  /** The window each visible scheduled set carries in the lists. */
  windows?: ReadonlyMap<number, StudentWindow>;
}

/**
 * Scheduled sets the scope may see: none, some, or all. The open catalogue holds the sets open to
 * all that no window of the organisation or of this institute takes out (decision 051).
 */
function scheduledFilter(scope: SetScope) {
  if (scope.scheduledSetIds === 'all') return undefined;
  const visible = scope.scheduledSetIds ?? [];
  const openCatalogue = and(eq(questionSets.audience, 'open'), noWindowBinds(scope.instituteId));
  return visible.length === 0
    ? openCatalogue
    : or(openCatalogue, inArray(questionSets.id, [...visible]));
}

/** The SQL form of papers/service isOpenTo: published, and the organisation's or the institute's. */
export const openToScope = (scope: SetScope) =>
  and(
    eq(questionSets.orgId, scope.orgId),
    eq(questionSets.active, true),
    or(isNull(questionSets.instituteId), eq(questionSets.instituteId, scope.instituteId)),
    scheduledFilter(scope),
  );

export async function selectSets(db: Db, scope: SetScope, where?: SQL): Promise<TQuestionSet[]> {
  const rows = await db
    .select({
      examSetId: questionSets.id,
      examId: questionSets.examId,
      examName: exams.name,
      examNameHi: exams.nameHi,
      setName: questionSets.name,
      setNameHi: questionSets.nameHi,
      setTypeId: questionSets.setTypeId,
      description: questionSets.description,
      descriptionHi: questionSets.descriptionHi,
      totalQuestion: templates.totalQuestion,
      totalMarks: templates.totalMarks,
      totalTime: questionSets.totalTime,
      negativeMarks: templates.negativeMarks,
      languages: questionSets.languages,
      templateId: questionSets.templateId,
      classId: questionSets.classId,
    })
    .from(questionSets)
    .innerJoin(exams, eq(exams.id, questionSets.examId))
    .innerJoin(templates, eq(templates.id, questionSets.templateId))
    .where(and(openToScope(scope), where))
    .orderBy(asc(exams.sortOrder), asc(questionSets.sortOrder), asc(questionSets.id));
  const marking = await selectNegativeMarking(
    db,
    rows.map((row) => row.templateId),
  );
  return rows.map((row) => {
    const window = scope.windows?.get(row.examSetId);
    return {
      ...row,
      negativeMarking: negativeMarkingTold(marking.get(row.templateId)),
      setTypeId: row.setTypeId as TSetTypeId,
      languages: row.languages.map((langId) => ({ langId, langName: languageName(langId) })),
      ...(window && { window }),
    };
  });
}

const ofType = (setTypeId: number) =>
  setTypeId === 0 ? undefined : eq(questionSets.setTypeId, setTypeId);

export async function listSetsByExamAndType(
  db: Db,
  scope: SetScope,
  examId: number,
  setTypeId: number,
) {
  const { orgId } = scope;
  if (examId !== 0) {
    const [exam] = await db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.orgId, orgId), eq(exams.id, examId)));
    if (!exam) throw notFound(`Exam ${examId}`);
  }
  return selectSets(
    db,
    scope,
    and(examId === 0 ? undefined : eq(questionSets.examId, examId), ofType(setTypeId)),
  );
}

export function listSetsByExamIds(db: Db, scope: SetScope, examIds: number[], setTypeId: number) {
  if (examIds.length === 0) return Promise.resolve([]);
  return selectSets(db, scope, and(inArray(questionSets.examId, examIds), ofType(setTypeId)));
}

/**
 * SPEC §7 set/get/active/by/classId: the active school exams (set type 6) of a class and the sets
 * scheduled for the student, each with its window. Only the
 * caller's own class (their studentClass) may be asked: another class is refused (403).
 */
export async function listSchoolExamsOfClass(
  db: Db,
  student: SetScope & { studentId: number },
  classId: number,
) {
  const [row] = await db
    .select({ studentClass: students.studentClass })
    .from(students)
    .where(and(eq(students.orgId, student.orgId), eq(students.id, student.studentId)));
  if (!row) throw notFound(`Student ${student.studentId}`);
  if (row.studentClass !== classId) {
    throw new AppError(
      'FORBIDDEN',
      row.studentClass === 0
        ? `You can only see the school exams of your own class: your account has no class, so class ${classId} is not yours.`
        : `You can only see the school exams of your own class (${row.studentClass}): class ${classId} is not yours.`,
    );
  }
  // With them, every set scheduled for the student (decision 051): a window is how a school gives
  // its class a paper, whatever the set's type or class.
  const scheduled = Array.isArray(student.scheduledSetIds) ? student.scheduledSetIds : [];
  const ofClass = and(eq(questionSets.setTypeId, 6), eq(questionSets.classId, classId));
  return selectSets(
    db,
    student,
    scheduled.length > 0 ? or(ofClass, inArray(questionSets.id, [...scheduled])) : ofClass,
  );
}

export function listSetsByIds(db: Db, scope: SetScope, setIds: number[]) {
  return selectSets(db, scope, inArray(questionSets.id, setIds));
}

export async function findSetInstruction(db: Db, scope: SetScope, setId: number, examId?: number) {
  const [row] = await db
    .select({
      instructionEn: questionSets.instructionEn,
      instructionHi: questionSets.instructionHi,
    })
    .from(questionSets)
    .where(
      and(
        openToScope(scope),
        eq(questionSets.id, setId),
        examId === undefined ? undefined : eq(questionSets.examId, examId),
      ),
    );
  if (!row)
    throw notFound(examId === undefined ? `Set ${setId}` : `Set ${setId} of exam ${examId}`);
  return row;
}

export async function findSystemInstruction(db: Db, orgId: number) {
  const [row] = await db
    .select({
      instructionEn: systemInstructions.instructionEn,
      instructionHi: systemInstructions.instructionHi,
    })
    .from(systemInstructions)
    .where(eq(systemInstructions.orgId, orgId));
  return row ?? { instructionEn: '', instructionHi: '' };
}
