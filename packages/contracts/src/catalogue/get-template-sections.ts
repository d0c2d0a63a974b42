import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZSection, ZTemplate } from './entities.ts';

export const getTemplateSections = defineEndpoint({
  ...API.getTemplateSections,
  summary: 'A paper template with its sections, in paper order',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.object({ template: ZTemplate, sections: z.array(ZSection) })),
});
