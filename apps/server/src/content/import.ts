import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  importGroupsOf,
  importQuestionsOf,
  type TImportFile,
} from '@exam/contracts/content/import-file';
import { SET_TYPES } from '@exam/contracts/sets/entities';
import { ENGLISH_LANG_ID, HINDI_LANG_ID } from '@exam/core/language';
import type { Db } from '../db/client.ts';
import {
  examCategories,
  exams,
  examSubCategories,
  institutes,
  options,
  organisations,
  questionGroups,
  questions,
  questionSets,
  sections,
  systemInstructions,
  templates,
} from '../db/schema.ts';
import { groupValues, sanitizeContentHtml as clean } from './sanitize.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ImportSet = TImportFile['exams'][number]['sets'][number];
type ImportSection = ImportSet['sections'][number];

export interface ImportSummary {
  categories: number;
  subCategories: number;
  exams: number;
  sets: number;
  questions: number;
}

const CBT_TYPES: number[] = [SET_TYPES.mockTest, SET_TYPES.previousYear, SET_TYPES.schoolExam];
const optionCap = (index: number) => String.fromCharCode(65 + index);
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Upserts validated files in one transaction: all of them land, or none does. */
export async function importContent(db: Db, files: TImportFile[]): Promise<ImportSummary> {
  const summary: ImportSummary = {
    categories: 0,
    subCategories: 0,
    exams: 0,
    sets: 0,
    questions: 0,
  };
  await db.transaction(async (tx) => {
    for (const file of files) await importFile(tx, file, summary);
  });
  return summary;
}

async function importFile(tx: Tx, file: TImportFile, summary: ImportSummary) {
  const orgId = await upsertOrganisation(tx, file.organisation);
  if (file.systemInstruction) {
    const row = {
      orgId,
      instructionEn: clean(file.systemInstruction.instructionEn),
      instructionHi: clean(file.systemInstruction.instructionHi),
    };
    await tx
      .insert(systemInstructions)
      .values(row)
      .onConflictDoUpdate({
        target: systemInstructions.orgId,
        set: { instructionEn: row.instructionEn, instructionHi: row.instructionHi },
      });
  }

  const categoryIds = new Map<string, number>();
  const subCategoryIds = new Map<string, number>();
  for (const category of file.categories) {
    const [row] = await tx
      .insert(examCategories)
      .values({
        orgId,
        key: category.key,
        name: category.examCategoryName,
        nameHi: category.examCategoryNameHi ?? null,
        sortOrder: summary.categories,
      })
      .onConflictDoUpdate({
        // A category re-declared by a later file keeps the position it was first given.
        target: [examCategories.orgId, examCategories.key],
        set: { name: excluded('name'), nameHi: excluded('name_hi') },
      })
      .returning({ id: examCategories.id });
    if (!row) throw new Error(`category ${category.key} was not stored`);
    categoryIds.set(category.key, row.id);
    summary.categories++;
    for (const sub of category.subCategories) {
      const [subRow] = await tx
        .insert(examSubCategories)
        .values({
          orgId,
          categoryId: row.id,
          key: sub.key,
          name: sub.examSubCategoryName,
          nameHi: sub.examSubCategoryNameHi ?? null,
          sortOrder: summary.subCategories,
        })
        .onConflictDoUpdate({
          target: [examSubCategories.orgId, examSubCategories.key],
          set: {
            categoryId: excluded('category_id'),
            name: excluded('name'),
            nameHi: excluded('name_hi'),
          },
        })
        .returning({ id: examSubCategories.id });
      if (!subRow) throw new Error(`sub-category ${sub.key} was not stored`);
      subCategoryIds.set(sub.key, subRow.id);
      summary.subCategories++;
    }
  }

  for (const exam of file.exams) {
    const categoryId = categoryIds.get(exam.category);
    const subCategoryId = subCategoryIds.get(exam.subCategory);
    if (categoryId === undefined || subCategoryId === undefined)
      throw new Error(`exam ${exam.key}: unknown category`);
    const [row] = await tx
      .insert(exams)
      .values({
        orgId,
        key: exam.key,
        categoryId,
        subCategoryId,
        name: exam.examName,
        nameHi: exam.examNameHi ?? null,
        description: clean(exam.examDescription),
        descriptionHi: exam.examDescriptionHi ? clean(exam.examDescriptionHi) : null,
        imageUrl: exam.imageUrl ?? null,
        sortOrder: summary.exams,
      })
      .onConflictDoUpdate({
        target: [exams.orgId, exams.key],
        set: {
          categoryId: excluded('category_id'),
          subCategoryId: excluded('sub_category_id'),
          name: excluded('name'),
          nameHi: excluded('name_hi'),
          description: excluded('description'),
          descriptionHi: excluded('description_hi'),
          imageUrl: excluded('image_url'),
          sortOrder: excluded('sort_order'),
        },
      })
      .returning({ id: exams.id });
    if (!row) throw new Error(`exam ${exam.key} was not stored`);
    summary.exams++;

    let mainTemplateId: number | null = null;
    for (const [setIndex, set] of exam.sets.entries()) {
      const templateId = await importSet(tx, orgId, row.id, set, setIndex);
      summary.sets++;
      summary.questions += set.sections.reduce((n, s) => n + importQuestionsOf(s).length, 0);
      if (mainTemplateId === null && CBT_TYPES.includes(set.setTypeId)) mainTemplateId = templateId;
      if (setIndex === exam.sets.length - 1 && mainTemplateId === null) mainTemplateId = templateId;
    }
    await tx.update(exams).set({ templateId: mainTemplateId }).where(eq(exams.id, row.id));
  }
}

async function upsertOrganisation(tx: Tx, organisation: TImportFile['organisation']) {
  const [org] = await tx
    .insert(organisations)
    .values({ orgToken: organisation.orgToken, name: organisation.name })
    .onConflictDoUpdate({ target: organisations.orgToken, set: { name: organisation.name } })
    .returning({ id: organisations.id });
  if (!org) throw new Error('organisation was not stored');
  for (const institute of organisation.institutes) {
    await tx
      .insert(institutes)
      .values({ orgId: org.id, instituteToken: institute.instituteToken, name: institute.name })
      .onConflictDoUpdate({
        target: institutes.instituteToken,
        set: { name: institute.name, orgId: org.id },
      });
  }
  return org.id;
}

/**
 * One set of a file, in steps: its template, its row, then each section with its groups,
 * questions, options and answer key; what the file no longer has leaves the set last.
 */
async function importSet(tx: Tx, orgId: number, examId: number, set: ImportSet, sortOrder: number) {
  const templateId = await upsertTemplate(tx, orgId, set);
  const setId = await upsertSet(tx, { orgId, examId, templateId, sortOrder }, set);
  const keptQuestionIds: number[] = [];
  const keptGroupIds: number[] = [];
  let questionNo = 0;
  let groupNo = 0;
  for (const [sectionIndex, section] of set.sections.entries()) {
    const sectionId = await upsertSection(tx, templateId, section, sectionIndex);
    const groupIds = await upsertGroups(tx, setId, sectionId, section, groupNo);
    groupNo += groupIds.length;
    keptGroupIds.push(...groupIds);
    const place = { orgId, setId, sectionId, groupIds, firstQuestionNo: questionNo };
    const idOfKey = await upsertQuestions(tx, place, section);
    questionNo += importQuestionsOf(section).length;
    const optionRows = await upsertOptions(tx, section, idOfKey);
    keptQuestionIds.push(...(await storeAnswerKeys(tx, section, idOfKey, optionRows)));
  }
  await removeDroppedQuestions(tx, setId, keptQuestionIds);
  await removeDroppedGroups(tx, setId, keptGroupIds);
  return templateId;
}

/** The set's paper template: its duration, question count, total marks and marking. */
async function upsertTemplate(tx: Tx, orgId: number, set: ImportSet) {
  const totalQuestion = set.sections.reduce((n, s) => n + importQuestionsOf(s).length, 0);
  const totalMarks = set.sections.reduce((n, s) => n + sectionMarks(s), 0);
  const [template] = await tx
    .insert(templates)
    .values({
      orgId,
      key: set.key,
      examDuration: set.totalTime,
      totalQuestion,
      totalMarks,
      negativeMarks: set.negativeMarks,
      negativeMark: set.negativeMark ?? null,
    })
    .onConflictDoUpdate({
      target: [templates.orgId, templates.key],
      set: {
        examDuration: excluded('exam_duration'),
        totalQuestion: excluded('total_question'),
        totalMarks: excluded('total_marks'),
        negativeMarks: excluded('negative_marks'),
        negativeMark: excluded('negative_mark'),
      },
    })
    .returning({ id: templates.id });
  if (!template) throw new Error(`template of ${set.key} was not stored`);
  return template.id;
}

/** The set's own row; a set imported again gets a new content version (its papers are rebuilt). */
async function upsertSet(
  tx: Tx,
  {
    orgId,
    examId,
    templateId,
    sortOrder,
  }: { orgId: number; examId: number; templateId: number; sortOrder: number },
  set: ImportSet,
) {
  const setValues = {
    orgId,
    examId,
    templateId,
    key: set.key,
    setTypeId: set.setTypeId,
    name: set.setName,
    nameHi: set.setNameHi ?? null,
    description: clean(set.description),
    descriptionHi: set.descriptionHi ? clean(set.descriptionHi) : null,
    totalTime: set.totalTime,
    clockRule: set.clockRule,
    fullscreen: set.fullscreen,
    calculator: set.calculator,
    shuffleQuestions: set.shuffleQuestions,
    shuffleOptions: set.shuffleOptions,
    languages: set.languages.map((l) => (l === 'en' ? ENGLISH_LANG_ID : HINDI_LANG_ID)),
    instructionEn: clean(set.instructionEn),
    instructionHi: clean(set.instructionHi),
    classId: set.classId ?? null,
    active: set.active,
    sortOrder,
  };
  const { orgId: _o, key: _k, ...updatable } = setValues;
  const [setRow] = await tx
    .insert(questionSets)
    .values(setValues)
    .onConflictDoUpdate({
      target: [questionSets.orgId, questionSets.key],
      set: { ...updatable, contentVersion: sql`${questionSets.contentVersion} + 1` },
    })
    .returning({ id: questionSets.id });
  if (!setRow) throw new Error(`set ${set.key} was not stored`);
  return setRow.id;
}

/** A section of the set's template, by its key. */
async function upsertSection(
  tx: Tx,
  templateId: number,
  section: ImportSection,
  sortOrder: number,
) {
  const sectionQuestions = importQuestionsOf(section);
  const [sectionRow] = await tx
    .insert(sections)
    .values({
      templateId,
      key: section.key,
      name: section.sectionName,
      nameHi: section.sectionNameHi ?? null,
      totalQuestion: sectionQuestions.length,
      totalMarks: sectionMarks(section),
      sortOrder,
      negativeMark: section.negativeMark ?? null,
    })
    .onConflictDoUpdate({
      target: [sections.templateId, sections.key],
      set: {
        name: excluded('name'),
        nameHi: excluded('name_hi'),
        totalQuestion: excluded('total_question'),
        totalMarks: excluded('total_marks'),
        sortOrder: excluded('sort_order'),
        negativeMark: excluded('negative_mark'),
      },
    })
    .returning({ id: sections.id });
  if (!sectionRow) throw new Error(`section ${section.key} was not stored`);
  return sectionRow.id;
}

interface QuestionPlace {
  orgId: number;
  setId: number;
  sectionId: number;
  /** The section's groups' ids in the file's order. */
  groupIds: number[];
  /** The number of the question before the section's first. */
  firstQuestionNo: number;
}

/** The section's questions, numbered on from the previous sections'; their ids by key. */
async function upsertQuestions(tx: Tx, place: QuestionPlace, section: ImportSection) {
  const groupOf = new Map(
    importGroupsOf(section).flatMap((group, g) => group.questions.map((q) => [q.key, g])),
  );
  const questionRows = await tx
    .insert(questions)
    .values(
      importQuestionsOf(section).map((q, index) => ({
        orgId: place.orgId,
        setId: place.setId,
        sectionId: place.sectionId,
        groupId: place.groupIds[groupOf.get(q.key) ?? 0] ?? 0,
        key: q.key,
        questionNo: place.firstQuestionNo + index + 1,
        textEn: clean(q.questionTextEn),
        textHi: q.questionTextHi ? clean(q.questionTextHi) : null,
        solutionEn: q.questionSolutionTextEn ? clean(q.questionSolutionTextEn) : null,
        solutionHi: q.questionSolutionTextHi ? clean(q.questionSolutionTextHi) : null,
        questionType: q.type,
        markingRule: q.type === 'multiple' ? (q.markingRule ?? 'all-or-nothing') : null,
        numericMin: q.type === 'numerical' ? (q.numeric?.min ?? null) : null,
        numericMax: q.type === 'numerical' ? (q.numeric?.max ?? null) : null,
        textKey: q.type === 'short-answer' ? (q.shortAnswer ?? null) : null,
        marks: q.marks ?? null,
        negativeMark: q.negativeMark ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [questions.setId, questions.key],
      set: {
        sectionId: excluded('section_id'),
        groupId: excluded('group_id'),
        questionNo: excluded('question_no'),
        textEn: excluded('text_en'),
        textHi: excluded('text_hi'),
        solutionEn: excluded('solution_en'),
        solutionHi: excluded('solution_hi'),
        questionType: excluded('question_type'),
        markingRule: excluded('marking_rule'),
        numericMin: excluded('numeric_min'),
        numericMax: excluded('numeric_max'),
        textKey: excluded('text_key'),
        marks: excluded('marks'),
        negativeMark: excluded('negative_mark'),
      },
    })
    .returning({ id: questions.id, key: questions.key });
  return new Map(questionRows.map((r) => [r.key, r.id]));
}

/** The options of the section's questions, lettered A, B, C… in the file's order. */
async function upsertOptions(tx: Tx, section: ImportSection, idOfKey: Map<string, number>) {
  const sectionQuestions = importQuestionsOf(section);
  const optionValues = sectionQuestions.flatMap((q) =>
    q.options.map((o, index) => ({
      questionId: idOfKey.get(q.key) ?? 0,
      optionNo: index + 1,
      optionCap: optionCap(index),
      textEn: o.optionTextEn,
      textHi: o.optionTextHi ?? null,
      keepLast: o.keepLast,
    })),
  );
  // A section of numerical questions has no options at all.
  const optionRows =
    optionValues.length === 0
      ? []
      : await tx
          .insert(options)
          .values(optionValues)
          .onConflictDoUpdate({
            target: [options.questionId, options.optionNo],
            set: {
              optionCap: excluded('option_cap'),
              textEn: excluded('text_en'),
              textHi: excluded('text_hi'),
              keepLast: excluded('keep_last'),
            },
          })
          .returning({
            id: options.id,
            questionId: options.questionId,
            optionNo: options.optionNo,
          });
  return optionRows;
}

/**
 * Each question's key from its options marked correct, and options beyond the file's removed.
 * Returns the questions' ids.
 */
async function storeAnswerKeys(
  tx: Tx,
  section: ImportSection,
  idOfKey: Map<string, number>,
  optionRows: { id: number; questionId: number; optionNo: number }[],
) {
  const questionIds: number[] = [];
  for (const q of importQuestionsOf(section)) {
    const questionId = idOfKey.get(q.key) ?? 0;
    questionIds.push(questionId);
    const correctIds = q.options.flatMap((o, index) => {
      const row = optionRows.find((r) => r.questionId === questionId && r.optionNo === index + 1);
      return o.correct && row ? [row.id] : [];
    });
    const multiple = q.type === 'multiple';
    await tx
      .update(questions)
      .set({
        answerOptionId: multiple ? null : (correctIds[0] ?? null),
        answerOptionIds: multiple ? correctIds : null,
      })
      .where(eq(questions.id, questionId));
    await tx
      .delete(options)
      .where(
        and(eq(options.questionId, questionId), sql`${options.optionNo} > ${q.options.length}`),
      );
  }
  return questionIds;
}

/** A section's marks: each question's own, else the section's marks per question. */
const sectionMarks = (section: ImportSection) =>
  importQuestionsOf(section).reduce((sum, q) => sum + (q.marks ?? section.marksPerQuestion), 0);

/**
 * The section's groups, in order, as rows: the section's existing groups are kept by their order
 * (an import run again updates them), new ones added. Returns their ids in the file's order.
 */
async function upsertGroups(
  tx: Tx,
  setId: number,
  sectionId: number,
  section: ImportSection,
  firstSortOrder: number,
) {
  const existing = await tx
    .select({ id: questionGroups.id })
    .from(questionGroups)
    .where(and(eq(questionGroups.setId, setId), eq(questionGroups.sectionId, sectionId)))
    .orderBy(asc(questionGroups.sortOrder), asc(questionGroups.id));
  const ids: number[] = [];
  for (const [index, group] of importGroupsOf(section).entries()) {
    const values = {
      ...groupValues(group, section.marksPerQuestion),
      sortOrder: firstSortOrder + index,
    };
    const reused = existing[index];
    if (reused) {
      await tx.update(questionGroups).set(values).where(eq(questionGroups.id, reused.id));
      ids.push(reused.id);
      continue;
    }
    const [created] = await tx
      .insert(questionGroups)
      .values({ setId, sectionId, ...values })
      .returning({ id: questionGroups.id });
    if (!created) throw new Error('question group was not stored');
    ids.push(created.id);
  }
  return ids;
}

/** Groups no longer in the file leave the set unless a question kept for its answers is in one. */
async function removeDroppedGroups(tx: Tx, setId: number, keptIds: number[]) {
  await tx
    .delete(questionGroups)
    .where(
      and(
        eq(questionGroups.setId, setId),
        keptIds.length ? notInArray(questionGroups.id, keptIds) : undefined,
        sql`not exists (select 1 from questions q where q.group_id = ${questionGroups.id})`,
      ),
    );
}

/** Questions no longer in the file leave the set unless an attempt already answered them. */
async function removeDroppedQuestions(tx: Tx, setId: number, keptIds: number[]) {
  const dropped = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.setId, setId),
        keptIds.length ? notInArray(questions.id, keptIds) : undefined,
      ),
    );
  if (dropped.length === 0) return;
  const ids = dropped.map((d) => d.id);
  await tx
    .delete(questions)
    .where(
      and(
        inArray(questions.id, ids),
        sql`not exists (select 1 from responses r where r.question_id = ${questions.id})`,
      ),
    );
}
