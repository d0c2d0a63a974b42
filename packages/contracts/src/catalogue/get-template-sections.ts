import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZSection, ZTemplate } from './entities.ts';

export const getTemplateSections = defineEndpoint({
  method: 'GET',
  path: '/v2/api/cbt/template/section/get/all/freeze/by/templateId/:id',
  summary: 'A paper template with its sections, in paper order',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.object({ template: ZTemplate, sections: z.array(ZSection) })),
});
