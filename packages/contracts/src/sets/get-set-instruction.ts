import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ZInstruction } from './entities.ts';

export const getSetInstruction = defineEndpoint({
  ...API.getSetInstruction,
  summary: "A set's exam instructions in English and Hindi",
  tags: ['sets'],
  params: z.object({ setId: ZId }),
  response: okEnvelope(ZInstruction),
});

export const getSetInstructionForExam = defineEndpoint({
  ...API.getSetInstructionForExam,
  summary: "A set's exam instructions, checked to belong to the exam",
  tags: ['sets'],
  params: z.object({ setId: ZId, examId: ZId }),
  response: okEnvelope(ZInstruction),
});
