import { defineEndpoint } from '../common/endpoint.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSetDetailResponse } from './get-set.ts';
import { ZSetInput } from './set-entities.ts';

export const createSet = defineEndpoint({
  ...ADMIN_API.createSet,
  summary:
    "Builds a set from bank questions, unpublished, in the caller's institute. Retired or " +
    'unreadable bank questions: 400 naming the row',
  tags: ['admin'],
  body: ZSetInput,
  response: ZSetDetailResponse,
});
