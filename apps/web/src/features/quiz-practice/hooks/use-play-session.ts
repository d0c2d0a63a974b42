import { useQueryClient } from '@tanstack/react-query';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import type { TQuizAttempt } from '@exam/contracts/quiz/start-quiz-attempt';
import { useCallback, useEffect, useRef, useState } from 'react';
import { finishQuizAttempt } from '../api/finish-quiz-attempt';
import { QUIZ_STATS_KEY } from '../api/get-quiz-stats';
import { quizResultQueryOptions } from '../api/get-quiz-result';
import { saveQuizAnswer } from '../api/save-quiz-answer';
import { startQuizAttempt } from '../api/start-quiz-attempt';

const SAVE_TRIES = 3;

/**
 * The server's side of a play (decision 008): starts an attempt, saves each chosen option, and
 * finishes it so the server scores the saved answers and ranks them. The game itself runs in the
 * browser, so a failed save never stops the student: it is retried before the finish, and the
 * screen says when answers could not be saved. `setId` null: a practice of given questions,
 * played in the browser only.
 */
export function usePlaySession(setId: number | null) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<TQuizAttempt | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const pending = useRef(new Map<number, number>());
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (setId === null) return;
    const key = `${setId}:${generation}`;
    if (started.current === key) return;
    started.current = key;
    setAttempt(null);
    setError(null);
    pending.current = new Map();
    startQuizAttempt(setId).then(setAttempt, setError);
  }, [setId, generation]);

  /** Sends the answers not yet acknowledged, one after another. */
  const sendPending = useCallback((current: TQuizAttempt) => {
    inFlight.current = inFlight.current.then(async () => {
      for (const [questionId, answerId] of [...pending.current]) {
        for (let tries = 1; ; tries += 1) {
          try {
            await saveQuizAnswer({
              setId: current.setId,
              attemptNo: current.attemptNo,
              questionId,
              answerId,
            });
            if (pending.current.get(questionId) === answerId) pending.current.delete(questionId);
            setError(null);
            break;
          } catch (failure) {
            if (tries >= SAVE_TRIES) {
              setError(failure);
              return;
            }
          }
        }
      }
    });
    return inFlight.current;
  }, []);

  const save = useCallback(
    (questionId: number, answerId: number) => {
      if (setId === null) return;
      pending.current.set(questionId, answerId);
      if (attempt) void sendPending(attempt);
    },
    [attempt, sendPending, setId],
  );

  // Answers chosen before the start call returned are sent as soon as it has.
  useEffect(() => {
    if (attempt && pending.current.size > 0) void sendPending(attempt);
  }, [attempt, sendPending]);

  /** Sends what is left and finishes the play; the result is cached for the result screen. */
  const finish = useCallback(async (): Promise<TQuizResult | null> => {
    if (!attempt) return null;
    await sendPending(attempt);
    const key = { setId: attempt.setId, attemptNo: attempt.attemptNo };
    const result = await finishQuizAttempt(key);
    queryClient.setQueryData(quizResultQueryOptions(key, true).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: QUIZ_STATS_KEY });
    return result;
  }, [attempt, queryClient, sendPending]);

  /** Sends the answers not yet saved (before leaving for a screen that finishes the play). */
  const flush = useCallback(
    async () => (attempt ? sendPending(attempt) : undefined),
    [attempt, sendPending],
  );

  /** Restart: a new attempt on the server. */
  const restart = useCallback(() => setGeneration((n) => n + 1), []);

  return { attempt, error, save, flush, finish, restart };
}
