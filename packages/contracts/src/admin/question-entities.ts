import { z } from 'zod';
import { ZQuestionBody, ZQuestionType } from '../questions/entities.ts';
import { ZBodyId } from '../common/integers.ts';
import { ZEditable } from './entities.ts';

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Every <img> of an HTML text carries a non-empty alt (screen readers read it in the exam panel). */
export const imagesHaveAlt = (html: string | undefined) =>
  !html ||
  [...html.matchAll(IMG_TAG)].every((match) => {
    const alt = ALT_ATTRIBUTE.exec(match[0]);
    return Boolean(alt && (alt[1] ?? alt[2] ?? alt[3] ?? '').trim());
  });

const ALT_MESSAGE = 'every image needs alternative text: give each <img> a non-empty alt';

/** A question as written in the console: ZQuestionBody, and every image with alternative text. */
export const ZAuthoredQuestionBody = ZQuestionBody.superRefine((body, ctx) => {
  const check = (path: (string | number)[], html: string | undefined) => {
    if (!imagesHaveAlt(html)) ctx.addIssue({ code: 'custom', path, message: ALT_MESSAGE });
  };
  check(['textEn'], body.textEn);
  check(['textHi'], body.textHi);
  check(['solutionEn'], body.solutionEn);
  check(['solutionHi'], body.solutionHi);
  body.options.forEach((option, i) => {
    check(['options', i, 'textEn'], option.textEn);
    check(['options', i, 'textHi'], option.textHi);
  });
  check(['passage', 'textEn'], body.passage?.textEn);
  check(['passage', 'textHi'], body.passage?.textHi);
});

/** The body of create and update: the question and where it is filed. */
export const ZQuestionInput = z.object({
  categoryId: ZBodyId.nullable()
    .default(null)
    .describe('An exam category of the organisation; null: not filed'),
  body: ZAuthoredQuestionBody,
});
export type TQuestionInput = z.input<typeof ZQuestionInput>;

/** One row of the bank list. */
export const ZQuestionSummary = z.object({
  id: z.number().int(),
  type: ZQuestionType,
  textEn: z.string().describe('Sanitised HTML of the current version'),
  tags: z.array(z.string()),
  categoryId: z.number().int().nullable(),
  hindiComplete: z.boolean(),
  currentVersion: z.number().int(),
  retired: z.boolean(),
  instituteId: z.number().int().nullable().describe('null: shared by the organisation'),
  editable: ZEditable,
  usedInSets: z.number().int().describe('Sets that hold a copy of any version'),
  marks: z
    .number()
    .nullable()
    .describe("The current version's own marks (e.g. from an imported file); null: the set's"),
  negativeMark: z
    .number()
    .nullable()
    .describe(
      "The current version's own marks lost per wrong answer; null: the section's or set's amount",
    ),
  updatedAt: z.string(),
});
export type TQuestionSummary = z.infer<typeof ZQuestionSummary>;

export const ZQuestionVersion = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable().describe('Staff id; null: an import from the CLI'),
});

/** A set that holds a copy of the question, and whether students have sat it. */
export const ZQuestionUse = z.object({
  setId: z.number().int(),
  setName: z.string(),
  examId: z.number().int(),
  questionNo: z.number().int(),
  version: z.number().int().describe('The bank version the set copied'),
  active: z.boolean().describe('Published'),
  sat: z
    .boolean()
    .describe('Students have attempted the set: it keeps its copy when the question changes'),
});
export type TQuestionUse = z.infer<typeof ZQuestionUse>;

/** One bank question with its current body, its versions and the sets using it. */
export const ZQuestionDetail = ZQuestionSummary.omit({ textEn: true }).extend({
  key: z.string().nullable(),
  body: ZQuestionBody,
  solutionReview: z
    .string()
    .nullable()
    .describe('Why staff should revise the solution: its key was corrected after an exam'),
  versions: z.array(ZQuestionVersion).describe('Newest first'),
  usedIn: z.array(ZQuestionUse),
  passageQuestions: z
    .array(z.number().int())
    .describe(
      'The other live questions of its shared passage the caller can read; ' +
        'saving a changed passage changes theirs too where the caller may edit them (decision 062)',
    ),
});
export type TQuestionDetail = z.infer<typeof ZQuestionDetail>;
