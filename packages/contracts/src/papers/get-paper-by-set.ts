import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ZPaper } from './entities.ts';

export const ZGetPaperBySetResponse = okEnvelope(ZPaper);
export type TGetPaperBySetResponse = z.infer<typeof ZGetPaperBySetResponse>;

export const getPaperBySet = defineEndpoint({
  ...API.getPaperBySet,
  summary:
    'The question paper of a set (logged-in students only). Quiz, practice and GK papers carry ' +
    'answerId and solutions; CBT papers (mock test, previous-year, school exam) never do. Sent ' +
    'pre-compressed (br, gzip) with a strong ETag: send If-None-Match to get 304. Unknown set: 404',
  tags: ['papers'],
  params: z.object({ id: ZId }),
  response: ZGetPaperBySetResponse,
});
