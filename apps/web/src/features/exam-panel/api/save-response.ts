import { API } from '@exam/contracts/api';
import type {
  TSaveResponseRequest,
  TSaveResponseResult,
} from '@exam/contracts/attempts/save-response';
import { apiCall } from '@/lib/api-client';

/** SPEC §7 per-answer save: the SPEC §3 record plus seq and sessionId; answered once stored. */
export const saveResponse = (body: TSaveResponseRequest) =>
  apiCall<TSaveResponseResult>(API.saveResponse, { body, student: true });
