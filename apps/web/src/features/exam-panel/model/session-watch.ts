import { storage } from '@/lib/storage';
import type { AttemptRef } from './outbox';

/**
 * One live session per attempt (decision 006): a tab that starts a session announces it to this
 * browser's other tabs (BroadcastChannel, and a localStorage key whose storage event is the
 * fallback); a tab that hears of another session knows at once it was taken over.
 */
const name = ({ studentId, setId, attemptNo }: AttemptRef) =>
  `examPanel.v1.session.${studentId}.${setId}.${attemptNo}`;

export function watchSession(
  ref: AttemptRef,
  sessionId: string,
  onTakenOver: () => void,
): () => void {
  const key = name(ref);
  let channel: BroadcastChannel | null = null;
  const heard = (other: unknown) => {
    if (typeof other === 'string' && other !== '' && other !== sessionId) onTakenOver();
  };
  try {
    channel = new BroadcastChannel(key);
    channel.onmessage = (event: MessageEvent<{ sessionId?: unknown }>) =>
      heard(event.data?.sessionId);
    channel.postMessage({ sessionId });
  } catch {
    channel = null;
  }
  storage.set(key, sessionId);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) heard(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}
