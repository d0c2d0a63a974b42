import type {
  TSaveResponseRequest,
  TSaveResponseResult,
} from '@exam/contracts/attempts/save-response';
import {
  adoptOutbox,
  readOutbox,
  removeFromOutbox,
  type AttemptRef,
  type OutboxRecord,
} from './outbox';
import { classifySaveError, type SaveFailure } from './save-error';

export type FlushResult = { ok: true } | { ok: false; failure: SaveFailure; record: OutboxRecord };

export interface FlushHandlers {
  onAck: (record: OutboxRecord, result: TSaveResponseResult) => void;
  /** A record the server refused for good (dropped so it is not re-sent forever). */
  onDrop: (record: OutboxRecord, failure: SaveFailure) => void;
}

/**
 * Sends this session's records in seq order, forgetting each once acknowledged. Stops at the first
 * failure that may pass (network, 5xx) or that ends the sitting (taken over, closed), leaving that
 * record and the later ones in the outbox. `scope: 'boot'` (the default: the boot's one call) first
 * adopts the records earlier sessions left; a running session passes 'own' and never sends another
 * session's records, so an answer pressed in a tab after it was taken over is never sent.
 */
export async function flushOutbox(
  ref: AttemptRef,
  sessionId: string,
  send: (record: TSaveResponseRequest) => Promise<TSaveResponseResult>,
  handlers: FlushHandlers,
  scope: 'boot' | 'own' = 'boot',
): Promise<FlushResult> {
  if (scope === 'boot') adoptOutbox(ref, sessionId);
  for (const record of readOutbox(ref, sessionId)) {
    const { pressedIn: _pressedIn, ...body } = record;
    try {
      const result = await send({ ...body, sessionId });
      removeFromOutbox(ref, record.seq, sessionId);
      handlers.onAck(record, result);
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind !== 'rejected') return { ok: false, failure, record };
      removeFromOutbox(ref, record.seq, sessionId);
      handlers.onDrop(record, failure);
    }
  }
  return { ok: true };
}
