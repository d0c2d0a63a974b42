import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZOk } from './entities.ts';

export const staffLogout = defineEndpoint({
  ...ADMIN_API.logout,
  summary: 'Log out: the token is revoked at once, in every server process',
  tags: ['admin'],
  response: okEnvelope(ZOk),
});
