import { useQueryClient } from '@tanstack/react-query';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import type { TQuizAttempt } from '@exam/contracts/quiz/start-quiz-attempt';
import type { Answer } from '@exam/core/quiz';
import { useCallback, useEffect, useRef, useState } from 'react';
import { finishQuizAttempt } from '../api/finish-quiz-attempt';
import { QUIZ_STATS_KEY } from '../api/get-quiz-stats';
import { quizResultQueryOptions } from '../api/get-quiz-result';
import { saveQuizAnswer } from '../api/save-quiz-answer';
import { startQuizAttempt } from '../api/start-quiz-attempt';

const SAVE_TRIES = 3;

/** The save's field of the answer's type: answerId, answerIds or numericAnswer. */
function answerFields(answer: Answer) {
  if (typeof answer === 'number') return { answerId: answer };
  if (answer.answerIds && answer.answerIds.length > 0) return { answerIds: [...answer.answerIds] };
  if (answer.numericAnswer) return { numericAnswer: answer.numericAnswer.trim() };
  if (answer.textAnswer?.trim()) return { textAnswer: answer.textAnswer.trim() };
  return { answerId: answer.answerId ?? 0 };
}

/**
 * The server's side of a play (decision 009): starts an attempt, saves each chosen option, and
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
  const pending = useRef(new Map<number, Answer>());
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const started = useRef<string | null>(null);
  const starting = useRef<Promise<TQuizAttempt | null>>(Promise.resolve(null));

  useEffect(() => {
    if (setId === null) return;
    const key = `${setId}:${generation}`;
    if (started.current === key) return;
    started.current = key;
    setAttempt(null);
    setError(null);
    pending.current = new Map();
    starting.current = startQuizAttempt(setId).then(
      (created) => {
        setAttempt(created);
        return created;
      },
      (failure: unknown) => {
        setError(failure);
        return null;
      },
    );
  }, [setId, generation]);

  /** Sends the answers not yet acknowledged, one after another. */
  const sendPending = useCallback((current: TQuizAttempt) => {
    inFlight.current = inFlight.current.then(async () => {
      for (const [questionId, answer] of [...pending.current]) {
        for (let tries = 1; ; tries += 1) {
          try {
            await saveQuizAnswer({
              setId: current.setId,
              attemptNo: current.attemptNo,
              questionId,
              ...answerFields(answer),
            });
            if (pending.current.get(questionId) === answer) pending.current.delete(questionId);
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
    (questionId: number, answer: Answer) => {
      if (setId === null) return;
      pending.current.set(questionId, answer);
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
    const current = await starting.current;
    if (!current) return null;
    await sendPending(current);
    const key = { setId: current.setId, attemptNo: current.attemptNo };
    const result = await finishQuizAttempt(key);
    queryClient.setQueryData(quizResultQueryOptions(key, true).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: QUIZ_STATS_KEY });
    return result;
  }, [queryClient, sendPending]);

  /**
   * Waits for the start call and sends the answers not yet saved (before leaving for a screen
   * that finishes the play); answers the attempt, or null when it could not be started.
   */
  const flush = useCallback(async () => {
    const current = await starting.current;
    if (current) await sendPending(current);
    return current;
  }, [sendPending]);

  /** Restart: a new attempt on the server. */
  const restart = useCallback(() => setGeneration((n) => n + 1), []);

  return { attempt, error, save, flush, finish, restart };
}
