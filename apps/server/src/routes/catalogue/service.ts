import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TExam,
  TExamCategory,
  TExamSubCategory,
  TSection,
  TTemplate,
} from '@exam/contracts/catalogue/entities';
import type { Db } from '../../db/client.ts';
import {
  examCategories,
  exams,
  examSubCategories,
  questionSets,
  sections,
  templates,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { openToScope, type SetScope } from '../sets/service.ts';

const examColumns = (scope: SetScope) => ({
  examId: exams.id,
  examName: exams.name,
  examNameHi: exams.nameHi,
  examDescription: exams.description,
  examDescriptionHi: exams.descriptionHi,
  imageUrl: exams.imageUrl,
  categoryId: exams.categoryId,
  subCategoryId: exams.subCategoryId,
  totalMarks: sql<number>`coalesce(${templates.totalMarks}, 0)`.mapWith(Number),
  totalQuestion: sql<number>`coalesce(${templates.totalQuestion}, 0)`.mapWith(Number),
  negativeMarks: sql<boolean>`coalesce(${templates.negativeMarks}, false)`,
  // The sets the caller may see (sets/service openToScope), not another institute's.
  setCount:
    sql<number>`(select count(*) from ${questionSets} where ${questionSets.examId} = ${exams.id} and ${openToScope(scope)})`.mapWith(
      Number,
    ),
});

export function selectExams(db: Db, scope: SetScope, where?: SQL) {
  return db
    .select(examColumns(scope))
    .from(exams)
    .leftJoin(templates, eq(templates.id, exams.templateId))
    .where(and(eq(exams.orgId, scope.orgId), where))
    .orderBy(asc(exams.sortOrder), asc(exams.id));
}

type ExamRow = Awaited<ReturnType<typeof selectExams>>[number];

export const toExam = (row: ExamRow): TExam => ({
  examId: row.examId,
  examName: row.examName,
  examNameHi: row.examNameHi,
  examDescription: row.examDescription,
  examDescriptionHi: row.examDescriptionHi,
  imageUrl: row.imageUrl,
  examCategory: { examCategoryId: row.categoryId },
  examSubCategory: { examSubCategoryId: row.subCategoryId, categoryId: row.categoryId },
  totalMarks: row.totalMarks,
  totalQuestion: row.totalQuestion,
  negativeMarks: row.negativeMarks,
  setCount: row.setCount,
});

export async function listExamsPage(db: Db, scope: SetScope, page: number, size: number) {
  const { orgId } = scope;
  const [rows, [total]] = await Promise.all([
    selectExams(db, scope)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(exams).where(eq(exams.orgId, orgId)),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map(toExam),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

export async function listExamsByCategory(db: Db, scope: SetScope, categoryId: number) {
  await findCategory(db, scope.orgId, categoryId);
  return (await selectExams(db, scope, eq(exams.categoryId, categoryId))).map(toExam);
}

export async function listExamsBySubCategory(db: Db, scope: SetScope, subCategoryId: number) {
  const { orgId } = scope;
  const [sub] = await db
    .select({ id: examSubCategories.id })
    .from(examSubCategories)
    .where(and(eq(examSubCategories.orgId, orgId), eq(examSubCategories.id, subCategoryId)));
  if (!sub) throw notFound(`Exam sub-category ${subCategoryId}`);
  return (await selectExams(db, scope, eq(exams.subCategoryId, subCategoryId))).map(toExam);
}

export async function findExam(db: Db, scope: SetScope, examId: number) {
  const [row] = await selectExams(db, scope, eq(exams.id, examId));
  if (!row) throw notFound(`Exam ${examId}`);
  return toExam(row);
}

export async function listExamsByIds(db: Db, scope: SetScope, ids: number[]) {
  if (ids.length === 0) return [];
  return (await selectExams(db, scope, inArray(exams.id, ids))).map(toExam);
}

const categoryColumns = {
  examCategoryId: examCategories.id,
  examCategoryName: examCategories.name,
  examCategoryNameHi: examCategories.nameHi,
};

export function selectCategories(db: Db, orgId: number, where?: SQL): Promise<TExamCategory[]> {
  return db
    .select(categoryColumns)
    .from(examCategories)
    .where(and(eq(examCategories.orgId, orgId), where))
    .orderBy(asc(examCategories.sortOrder), asc(examCategories.id));
}

async function findCategory(db: Db, orgId: number, categoryId: number) {
  const [category] = await selectCategories(db, orgId, eq(examCategories.id, categoryId));
  if (!category) throw notFound(`Exam category ${categoryId}`);
  return category;
}

export async function listSubCategories(
  db: Db,
  orgId: number,
  categoryId: number,
): Promise<TExamSubCategory[]> {
  await findCategory(db, orgId, categoryId);
  return db
    .select({
      examSubCategoryId: examSubCategories.id,
      examSubCategoryName: examSubCategories.name,
      examSubCategoryNameHi: examSubCategories.nameHi,
      categoryId: examSubCategories.categoryId,
    })
    .from(examSubCategories)
    .where(and(eq(examSubCategories.orgId, orgId), eq(examSubCategories.categoryId, categoryId)))
    .orderBy(asc(examSubCategories.sortOrder), asc(examSubCategories.id));
}

export async function findTemplateIdOfExam(db: Db, orgId: number, examId: number) {
  const [exam] = await db
    .select({ templateId: exams.templateId })
    .from(exams)
    .where(and(eq(exams.orgId, orgId), eq(exams.id, examId)));
  if (!exam) throw notFound(`Exam ${examId}`);
  if (exam.templateId === null) throw notFound(`A paper template for exam ${examId}`);
  return { templateId: exam.templateId };
}

/** A template's figures; shared with the question paper. */
export function selectTemplate(db: Db, where: SQL | undefined) {
  return db
    .select({
      templateId: templates.id,
      examDuration: templates.examDuration,
      totalQuestion: templates.totalQuestion,
      totalMarks: templates.totalMarks,
      negativeMarks: templates.negativeMarks,
    })
    .from(templates)
    .where(where);
}

/** A template's sections in paper order; shared with the question paper. */
export function selectSections(db: Db, templateId: number): Promise<TSection[]> {
  return db
    .select({
      sectionId: sections.id,
      sectionName: sections.name,
      sectionNameHi: sections.nameHi,
      totalQuestion: sections.totalQuestion,
      totalMarks: sections.totalMarks,
    })
    .from(sections)
    .where(eq(sections.templateId, templateId))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
}

export async function findTemplateWithSections(db: Db, orgId: number, templateId: number) {
  const [template] = await selectTemplate(
    db,
    and(eq(templates.orgId, orgId), eq(templates.id, templateId)),
  );
  if (!template) throw notFound(`Template ${templateId}`);
  return { template: template satisfies TTemplate, sections: await selectSections(db, templateId) };
}
