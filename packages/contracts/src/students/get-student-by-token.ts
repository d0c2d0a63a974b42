import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZStudentDetails } from './entities.ts';

export const ZGetStudentByTokenResponse = okEnvelope(ZStudentDetails);

export const getStudentByToken = defineEndpoint({
  ...API.getStudentByToken,
  summary: "The logged-in student's details, from the Authorization token",
  tags: ['students'],
  response: ZGetStudentByTokenResponse,
});
