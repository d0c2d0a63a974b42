import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExamResult } from '../results/entities.ts';
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
