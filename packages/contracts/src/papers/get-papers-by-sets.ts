import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZIdList } from '../sets/get-sets-by-ids.ts';
import { ZSetQuestions } from './entities.ts';

export const ZGetPapersBySetsResponse = okEnvelope(z.array(ZSetQuestions));
export type TGetPapersBySetsResponse = z.infer<typeof ZGetPapersBySetsResponse>;

export const getPapersBySets = defineEndpoint({
  ...API.getPapersBySets,
  summary:
    'Questions (with answerId and solutions) and groups of several quiz, practice or GK sets, ' +
    'comma-joined, in the order asked. A CBT set in the list answers 403 (its paper comes one set ' +
    'at a time, without the key); an unknown set 404',
  tags: ['papers'],
  params: z.object({ ids: ZIdList }),
  response: ZGetPapersBySetsResponse,
});
