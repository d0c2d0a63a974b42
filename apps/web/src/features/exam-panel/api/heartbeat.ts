import { API } from '@exam/contracts/api';
import type { THeartbeatRequest, THeartbeatResult } from '@exam/contracts/attempts/heartbeat';
import { apiCall } from '@/lib/api-client';

/** The open panel's heartbeat: the server deducts the time since the last contact. */
export const sendHeartbeat = (body: THeartbeatRequest) =>
  apiCall<THeartbeatResult>(API.heartbeat, { body, student: true });
