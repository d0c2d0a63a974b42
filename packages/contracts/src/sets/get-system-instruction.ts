import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZInstruction } from './entities.ts';

export const getSystemInstruction = defineEndpoint({
  ...API.getSystemInstruction,
  summary: 'The general computer-based-test instructions shown before every exam',
  tags: ['sets'],
  response: okEnvelope(ZInstruction),
});
