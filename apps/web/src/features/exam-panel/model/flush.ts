import type {
  TSaveResponseRequest,
  TSaveResponseResult,
} from '@exam/contracts/attempts/save-response';
import { readOutbox, removeFromOutbox, type AttemptRef, type OutboxRecord } from './outbox';
import { classifySaveError, type SaveFailure } from './save-error';

export type FlushResult = { ok: true } | { ok: false; failure: SaveFailure; record: OutboxRecord };

export interface FlushHandlers {
  onAck: (record: OutboxRecord, result: TSaveResponseResult) => void;
  /** A record the server refused for good (dropped so it is not re-sent forever). */
  onDrop: (record: OutboxRecord, failure: SaveFailure) => void;
}

/**
 * Sends the attempt's outbox in seq order with this tab's session, forgetting each record once
 * acknowledged. Stops at the first failure that may pass (network, 5xx) or that ends the sitting
 * (taken over, closed), leaving that record and the later ones in the outbox.
 */
export async function flushOutbox(
  ref: AttemptRef,
  sessionId: string,
  send: (record: TSaveResponseRequest) => Promise<TSaveResponseResult>,
  handlers: FlushHandlers,
): Promise<FlushResult> {
  for (const record of readOutbox(ref)) {
    try {
      const result = await send({ ...record, sessionId });
      removeFromOutbox(ref, record.seq);
      handlers.onAck(record, result);
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind !== 'rejected') return { ok: false, failure, record };
      removeFromOutbox(ref, record.seq);
      handlers.onDrop(record, failure);
    }
  }
  return { ok: true };
}
