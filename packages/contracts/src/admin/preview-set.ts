import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ZGetPaperBySetResponse } from '../papers/get-paper-by-set.ts';
import { ADMIN_API } from './admin-api.ts';

export const previewSet = defineEndpoint({
  ...ADMIN_API.previewSet,
  summary:
    "The set's paper exactly as the exam panel gets it (the papers contract), published or not",
  tags: ['admin'],
  params: ZIdParam,
  response: ZGetPaperBySetResponse,
});
