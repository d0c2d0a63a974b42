import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExamResult, ZResultReview } from '../results/entities.ts';
import { ADMIN_API } from './admin-api.ts';

export const getAttemptReport = defineEndpoint({
  ...ADMIN_API.getAttemptReport,
  summary:
    "One submitted attempt's full report, the same body as the student's own result call " +
    "(rank included). Another institute's student below org-admin, or not submitted: 404",
  tags: ['admin'],
  params: ZIdParam,
  response: okEnvelope(ZExamResult),
});

const SCOPE =
  "Another institute's student below org-admin, another organisation, or not submitted: 404";

export const getAttemptReview = defineEndpoint({
  ...ADMIN_API.getAttemptReview,
  summary:
    "One submitted attempt's review for staff, read-only: every question with the student's " +
    `answer, the answer key and the solutions (the student's review body). ${SCOPE}`,
  tags: ['admin'],
  params: ZIdParam,
  response: okEnvelope(ZResultReview),
});

export const ZAttemptPdfQuery = z.object({
  lang: z.enum(['en', 'hi']).default('en').describe('Language of the scorecard labels'),
});

export const getAttemptPdf = defineEndpoint({
  ...ADMIN_API.getAttemptPdf,
  summary: `One submitted attempt's PDF scorecard for staff, as the student downloads it. ${SCOPE}`,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZAttemptPdfQuery,
  response: z.unknown(),
});
