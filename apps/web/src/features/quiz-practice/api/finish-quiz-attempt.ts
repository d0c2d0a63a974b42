import { API } from '@exam/contracts/api';
import type { TQuizAttemptKey, TQuizResult } from '@exam/contracts/quiz/entities';
import { apiCall } from '@/lib/api-client';

/** Finishes a play: the server scores the saved answers and answers the result with rank. */
export const finishQuizAttempt = (key: TQuizAttemptKey) =>
  apiCall<TQuizResult>(API.finishQuizAttempt, { body: key, student: true });
