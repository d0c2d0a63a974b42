import { API } from '@exam/contracts/api';
import type { TQuizAttempt } from '@exam/contracts/quiz/start-quiz-attempt';
import { apiCall } from '@/lib/api-client';

/** Starts (or restarts) a play of a quiz, practice or GK set on the server. */
export const startQuizAttempt = (setId: number) =>
  apiCall<TQuizAttempt>(API.startQuizAttempt, { body: { setId }, student: true });
