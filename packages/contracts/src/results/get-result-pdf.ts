import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZResultRequest } from './entities.ts';

export const ZResultPdfRequest = ZResultRequest.extend({
  lang: z.enum(['en', 'hi']).default('en').describe('Language of the scorecard labels'),
});
export type TResultPdfRequest = z.input<typeof ZResultPdfRequest>;

export const getResultPdf = defineEndpoint({
  ...API.getResultPdf,
  summary:
    'Download PDF: the scorecard of a submitted attempt as application/pdf (English or Hindi ' +
    'labels). Same errors as the result call',
  tags: ['results'],
  body: ZResultPdfRequest,
  response: z.string().describe('application/pdf bytes'),
});
