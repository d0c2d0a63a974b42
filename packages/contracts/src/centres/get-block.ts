import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZBlock, ZLookupIdParam } from './entities.ts';

export const ZGetBlockResponse = okEnvelope(ZBlock);

export const getBlock = defineEndpoint({
  ...API.getBlock,
  summary:
    "A block's name and district (logged-in students). Unknown block: 404 with errors " +
    "['Block … was not found.']",
  tags: ['centres'],
  params: ZLookupIdParam,
  response: ZGetBlockResponse,
});
