import { z } from 'zod';

/** What a student answered, as a report shows it: one field by question type. */
export const ZStudentOptionId = z
  .number()
  .int()
  .describe("The student's option id; 0 = not answered");
export const ZStudentOptionIds = z
  .array(z.number().int())
  .optional()
  .describe("Multiple-correct questions: the student's options (empty = not answered)");
export const ZStudentNumber = z
  .string()
  .optional()
  .describe('Numerical questions: the number the student typed ("" = not answered)');
export const ZStudentText = z
  .string()
  .optional()
  .describe('Short-answer questions: the text the student typed ("" = not answered)');
