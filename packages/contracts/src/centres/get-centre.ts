import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZCentre, ZLookupIdParam } from './entities.ts';

export const ZGetCentreResponse = okEnvelope(ZCentre);

export const getCentre = defineEndpoint({
  ...API.getCentre,
  summary:
    "An exam centre's name and district (logged-in students). Unknown or another organisation's " +
    "centre: 404 with errors ['Centre … was not found.']",
  tags: ['centres'],
  params: ZLookupIdParam,
  response: ZGetCentreResponse,
});
