import { API } from '@exam/contracts/api';
import type { TSaveQuizAnswerRequest } from '@exam/contracts/quiz/save-quiz-answer';
import { apiCall } from '@/lib/api-client';

/**
 * The per-answer save of a quiz or practice (decision 009): the option chosen for a question, the
 * options ticked or the number typed.
 */
export const saveQuizAnswer = (body: TSaveQuizAnswerRequest) =>
  apiCall<{ questionId: number; saved: true }>(API.saveQuizAnswer, {
    body,
    student: true,
  });
