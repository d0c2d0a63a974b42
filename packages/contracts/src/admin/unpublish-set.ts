import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZPublishSetResponse } from './publish-set.ts';

export const unpublishSet = defineEndpoint({
  ...ADMIN_API.unpublishSet,
  summary: 'Hides a set from students; attempts and results already made stay',
  tags: ['admin'],
  params: ZIdParam,
  response: ZPublishSetResponse,
});
