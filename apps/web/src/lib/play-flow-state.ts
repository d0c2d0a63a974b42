import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { Answer } from '@exam/core/quiz';

/**
 * Navigation state of the quiz player: /quizlist/ or /gkandca/ Start → /quiz/ { setData }.
 * At zero the countdown goes to /submitquiz/ and Submit to /quizresult/, both with
 * { setData, attemptNo } (QuizResultFlowState).
 */
export interface QuizFlowState {
  setData?: TQuestionSet;
}

export interface QuizResultFlowState {
  setData?: TQuestionSet;
  /** The server's number of the play to show (the quiz player started it). */
  attemptNo?: number;
}

/**
 * Navigation state of the practice player, /practice/.
 *
 * - From /practicelist/ Start: `{ setData }` — the whole practice set is loaded and each answer is
 *   saved to the server, which ranks the set's finished plays.
 * - To practise some questions only (e.g. the result page's 'Practice Weak Areas' of a CBT section):
 *   `{ setData, questions, title }` — `questions` are the questions to practise, each WITH its
 *   `answerId` (and `questionSolutionTextEn/Hi` when there is a solution), e.g. from a submitted
 *   attempt's answer key; `title` is shown instead of the set's name. Such a practice is played in
 *   the browser only: nothing is saved to the server and it does not count towards any rank.
 *   Questions without an answerId can be answered but never count as correct.
 */
export interface PracticeFlowState {
  setData?: TQuestionSet;
  questions?: TPaperQuestion[];
  title?: string;
  /**
   * Where 'Back' leads instead of the practice list: a path of this site, e.g. the result page
   * whose weak areas are practised (/submitexam?setId=…&attemptNo=…).
   */
  returnTo?: string;
}

/** A returnTo that is a path of this site (never another origin), else undefined. */
export const sitePathOf = (path: unknown): string | undefined =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;

/**
 * /practiceresult: the practice just completed, with the answers (questionId → the chosen option,
 * or the options ticked / the number typed of a multiple-correct / numerical question).
 */
export interface PracticeResultFlowState extends PracticeFlowState {
  answers?: Record<number, Answer>;
  /** The server's number of the play, when it was saved. */
  attemptNo?: number;
}

/** Reads a location's state as an object of the given flow, ignoring anything that is not one. */
export const flowStateOf = <T extends object>(state: unknown): Partial<T> =>
  state !== null && typeof state === 'object' ? (state as Partial<T>) : {};
