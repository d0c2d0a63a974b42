import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ZQuestionSet } from './entities.ts';

export const getSetsByExamAndType = defineEndpoint({
  ...API.getSetsByExamAndType,
  summary: 'Active sets of an exam (examId 0: every exam) of one type (setTypeId 0: every type)',
  tags: ['sets'],
  params: z.object({
    examId: ZId,
    setTypeId: ZId.max(6, 'must be a set type from 0 (all) to 6'),
  }),
  response: okEnvelope(z.array(ZQuestionSet)),
});
