import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSetDetailResponse } from './get-set.ts';
import { ZSetInput } from './set-entities.ts';

export const updateSet = defineEndpoint({
  ...ADMIN_API.updateSet,
  summary:
    'Rebuilds a set with the latest versions of its questions. A set students have sat: 409 ' +
    '(their results stand on it; build a new set). A published set that would become incomplete: ' +
    '422 SET_INCOMPLETE with missing, as publish',
  tags: ['admin'],
  params: ZIdParam,
  body: ZSetInput,
  response: ZSetDetailResponse,
});
