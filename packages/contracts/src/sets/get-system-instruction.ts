import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZInstruction } from './entities.ts';

export const getSystemInstruction = defineEndpoint({
  method: 'POST',
  path: '/v2/api/cbt/question/get/system/instruction',
  summary: 'The general computer-based-test instructions shown before every exam',
  tags: ['sets'],
  response: okEnvelope(ZInstruction),
});
