import type { TSaveResponseRequest } from '@exam/contracts/attempts/save-response';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aSaveRecord } from '@/testing/exam-builders';
import { flushOutbox } from './flush';
import {
  adoptOutbox,
  clearOutbox,
  outboxKey,
  putOutbox,
  readOutbox,
  removeFromOutbox,
  type OutboxRecord,
} from './outbox';

const REF = { studentId: 7, setId: 10, attemptNo: 1 };

const record = (questionId: number, seq: number, answerId = 0): OutboxRecord =>
  aSaveRecord({
    questionId,
    answerId,
    action: answerId ? 1 : 0,
    questionNo: questionId,
    quesOptionNo: 4,
    seq,
  });

const ack = (seq: number) => ({ applied: true, seq, timeLeftMs: 500_000, serverNow: 0 });
const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
const handlers = () => ({ onAck: vi.fn(), onDrop: vi.fn() });

describe('save outbox', () => {
  it('keeps records in localStorage per student, set and attempt, oldest seq first', () => {
    putOutbox(REF, record(3, 5));
    putOutbox(REF, record(1, 2));
    putOutbox({ ...REF, attemptNo: 2 }, record(1, 1));
    expect(readOutbox(REF).map((r) => r.seq)).toEqual([2, 5]);
    expect(localStorage.getItem(outboxKey(REF))).toContain('"seq":5');
    expect(readOutbox({ ...REF, attemptNo: 2 })).toHaveLength(1);
    expect(readOutbox({ ...REF, studentId: 8 })).toEqual([]);
  });

  it('a newer record of a question replaces the older one; an older never replaces a newer', () => {
    putOutbox(REF, record(1, 2, 11));
    putOutbox(REF, record(1, 4, 12));
    putOutbox(REF, record(1, 3, 13));
    expect(readOutbox(REF).map((r) => [r.seq, r.answerId])).toEqual([[4, 12]]);
  });

  it('forgets an acknowledged record and leaves the others; clears an attempt', () => {
    putOutbox(REF, record(1, 1));
    putOutbox(REF, record(2, 2));
    removeFromOutbox(REF, 1);
    expect(readOutbox(REF).map((r) => r.seq)).toEqual([2]);
    clearOutbox(REF);
    expect(localStorage.getItem(outboxKey(REF))).toBeNull();
  });

  it('reads unreadable storage as empty', () => {
    localStorage.setItem(outboxKey(REF), '{not json');
    expect(readOutbox(REF)).toEqual([]);
    localStorage.setItem(outboxKey(REF), JSON.stringify([{ seq: 'x' }, record(1, 1)]));
    expect(readOutbox(REF).map((r) => r.seq)).toEqual([1]);
  });
});

describe('flushOutbox', () => {
  it('re-sends in seq order with this session and forgets each acknowledged record', async () => {
    putOutbox(REF, record(2, 7));
    putOutbox(REF, record(1, 3));
    const sent: TSaveResponseRequest[] = [];
    const on = handlers();
    const result = await flushOutbox(
      REF,
      'session-b',
      async (body) => {
        sent.push(body);
        return ack(body.seq);
      },
      on,
    );
    expect(result).toEqual({ ok: true });
    expect(sent.map((b) => [b.seq, b.sessionId])).toEqual([
      [3, 'session-b'],
      [7, 'session-b'],
    ]);
    expect(on.onAck).toHaveBeenCalledTimes(2);
    expect(readOutbox(REF)).toEqual([]);
  });

  it('stops at a network failure and keeps that record and the later ones', async () => {
    putOutbox(REF, record(1, 1));
    putOutbox(REF, record(2, 2));
    putOutbox(REF, record(3, 3));
    const send = vi
      .fn()
      .mockResolvedValueOnce(ack(1))
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(ack(3));
    const result = await flushOutbox(REF, 's', send, handlers());
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'retry', message: { key: 'offline' } },
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(readOutbox(REF).map((r) => r.seq)).toEqual([2, 3]);
  });

  it('stops when the exam was taken over or closed, keeping the record', async () => {
    putOutbox(REF, record(1, 1));
    const takenOver = new ApiError(409, 'SESSION_TAKEN_OVER', 'opened elsewhere', [], {
      httpStatus: 409,
    });
    expect(await flushOutbox(REF, 's', () => Promise.reject(takenOver), handlers())).toMatchObject({
      ok: false,
      failure: { kind: 'takenOver' },
    });
    const closed = new ApiError(410, 'ATTEMPT_CLOSED', 'submitted', [], { httpStatus: 410 });
    expect(await flushOutbox(REF, 's', () => Promise.reject(closed), handlers())).toMatchObject({
      ok: false,
      failure: { kind: 'closed' },
    });
    expect(readOutbox(REF)).toHaveLength(1);
  });

  it('drops a record refused for good (400) and goes on with the next', async () => {
    putOutbox(REF, record(1, 1));
    putOutbox(REF, record(2, 2));
    const bad = new ApiError(400, 'BAD_REQUEST', 'answerId must be 0', [], { httpStatus: 400 });
    const send = vi.fn().mockRejectedValueOnce(bad).mockResolvedValueOnce(ack(2));
    const on = handlers();
    expect(await flushOutbox(REF, 's', send, on)).toEqual({ ok: true });
    expect(on.onDrop).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), {
      kind: 'rejected',
      message: { key: 'oops' },
    });
    expect(readOutbox(REF)).toEqual([]);
  });
});

describe('whose records a session sends (the takeover rule)', () => {
  const sender = () => {
    const sent: TSaveResponseRequest[] = [];
    const send = async (body: TSaveResponseRequest) => {
      sent.push(body);
      return ack(body.seq);
    };
    return { sent, send };
  };

  it('a running session sends only the answers pressed in it, with its own sessionId', async () => {
    putOutbox(REF, record(1, 1), 'tab-a');
    putOutbox(REF, record(2, 2), 'tab-b');
    const { sent, send } = sender();
    await flushOutbox(REF, 'tab-b', send, handlers(), 'own');
    expect(sent.map((b) => [b.questionId, b.sessionId])).toEqual([[2, 'tab-b']]);
    expect(sent[0]).not.toHaveProperty('pressedIn');
    expect(readOutbox(REF).map((r) => r.pressedIn)).toEqual(['tab-a']);
  });

  it('at its boot a session adopts what earlier sessions left (a reload loses nothing)', async () => {
    putOutbox(REF, record(1, 1), 'tab-a');
    putOutbox(REF, record(2, 2)); // written before sessions were kept with the record
    const { sent, send } = sender();
    expect(await flushOutbox(REF, 'tab-b', send, handlers())).toEqual({ ok: true });
    expect(sent.map((b) => [b.questionId, b.sessionId])).toEqual([
      [1, 'tab-b'],
      [2, 'tab-b'],
    ]);
    expect(readOutbox(REF)).toEqual([]);
  });

  it('an answer pressed in a taken-over tab after the new session booted is never sent', async () => {
    const { sent, send } = sender();
    await flushOutbox(REF, 'tab-b', send, handlers()); // tab B boots: nothing to adopt
    putOutbox(REF, record(3, 4, 31), 'tab-a'); // tab A, not yet told, presses an answer
    putOutbox(REF, record(4, 4, 41), 'tab-b');
    await flushOutbox(REF, 'tab-b', send, handlers(), 'own');
    expect(sent.map((b) => b.questionId)).toEqual([4]);
    expect(readOutbox(REF, 'tab-a').map((r) => r.questionId)).toEqual([3]);
  });

  it('adopting keeps the latest answer of a question across sessions', () => {
    putOutbox(REF, record(1, 3, 11), 'tab-a');
    putOutbox(REF, record(1, 5, 12), 'tab-b');
    adoptOutbox(REF, 'tab-c');
    expect(readOutbox(REF, 'tab-c').map((r) => [r.seq, r.answerId])).toEqual([[5, 12]]);
  });

  it('a session forgets only its own acknowledged record of a seq', () => {
    putOutbox(REF, record(1, 4), 'tab-a');
    putOutbox(REF, record(2, 4), 'tab-b');
    removeFromOutbox(REF, 4, 'tab-b');
    expect(readOutbox(REF).map((r) => r.pressedIn)).toEqual(['tab-a']);
  });
});
