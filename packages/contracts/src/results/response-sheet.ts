import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuestionGroup } from '../papers/entities.ts';
import { ZSection } from '../catalogue/entities.ts';
import { ZResultRequest, ZReviewQuestion } from './entities.ts';

/** A candidate's challenge of one question's key and what staff decided (decision 049). */
export const ZChallengeOfMine = z.object({
  reason: z.string(),
  imagePath: z.string().nullable().describe('/media/<sha256> of the picture sent, if any'),
  status: z.enum(['pending', 'accepted', 'rejected']),
  decisionReason: z.string().nullable(),
});
export type TChallengeOfMine = z.infer<typeof ZChallengeOfMine>;

/** How a question's key changed after the provisional key (letters of the set's order). */
export const ZKeyChange = z.object({
  kind: z.enum(['key', 'drop']),
  from: z.string().describe('The provisional key, e.g. "B"'),
  to: z.string().nullable().describe('The final key, e.g. "A"; null when dropped'),
});
export type TKeyChange = z.infer<typeof ZKeyChange>;

export const ZResponseSheetQuestion = ZReviewQuestion.omit({
  questionSolutionTextEn: true,
  questionSolutionTextHi: true,
  outcome: true,
  marksEarned: true,
  maxMarks: true,
}).extend({
  answerId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The provisional key (single, true/false)'),
  keyChange: ZKeyChange.nullable(),
  challenge: ZChallengeOfMine.nullable(),
});
export type TResponseSheetQuestion = z.infer<typeof ZResponseSheetQuestion>;

export const ZResponseSheet = z.object({
  setId: z.number().int(),
  attemptNo: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  name: z.string(),
  rollNo: z.string(),
  challengeWindow: z
    .object({
      opensAt: z.string(),
      closesAt: z.string(),
      open: z.boolean().describe('Whether a challenge may be sent or changed now'),
    })
    .nullable(),
  finalKeyAt: z.string().nullable().describe('When the final key was published; null before'),
  sections: z.array(ZSection),
  groups: z.array(ZQuestionGroup),
  questions: z
    .array(ZResponseSheetQuestion)
    .describe('By questionNo, with the provisional key: no solutions, no marks'),
});
export type TResponseSheet = z.infer<typeof ZResponseSheet>;

const when =
  ' Only your own submitted attempt of a scheduled window, once the window has closed (409 ' +
  'before, with the closing time)';

export const getResponseSheet = defineEndpoint({
  ...API.getResponseSheet,
  summary:
    'Your response sheet: every question with your answer beside the provisional answer key, ' +
    'your challenges and how the key changed.' +
    when,
  tags: ['results'],
  body: ZResultRequest,
  response: okEnvelope(ZResponseSheet),
});

export const ZResponseSheetPdfRequest = ZResultRequest.extend({
  lang: z.enum(['en', 'hi']).default('en'),
});

export const getResponseSheetPdf = defineEndpoint({
  ...API.getResponseSheetPdf,
  summary: 'Your response sheet as a PDF (application/pdf).' + when,
  tags: ['results'],
  body: ZResponseSheetPdfRequest,
  response: z.unknown(),
});
