import {
  ACTION,
  countStatuses,
  markForReviewAction,
  saveAndNextAction,
  type ActionCode,
  type QuestionStatus,
  type StatusCounts,
} from '@exam/core/palette';
import { resumeState } from '@exam/core/resume';
import { isNumericAnswer } from '@/components/ui/answer-input/numeric-text';

/**
 * The exam panel as a state machine (SPEC §4, DESIGN.md §6). Pure: the UI renders this state and
 * sends these events; the hook around it sends the saves and reports their outcome as events.
 */

/** Where a question sits in the paper. */
export interface LayoutQuestion {
  questionId: number;
  questionNo: number;
  sectionId: number;
}

/**
 * What the student gave for a question, in the field of its type: the chosen option of a single
 * choice or true/false question (0 none), the chosen options of a multiple-correct one, the number
 * as typed of a numerical one, the text as typed of a short-answer one.
 */
export interface Choice {
  answerId: number;
  answerIds?: number[];
  numericAnswer?: string;
  textAnswer?: string;
}

/** An answer as the panel knows it: the status (action) and the choice. */
export interface Answer extends Choice {
  action: ActionCode;
}

export const NO_CHOICE: Choice = { answerId: 0 };

/** Whether a choice answers its question (a '-' typed so far does not). */
export const hasChoice = (choice: Choice) =>
  choice.answerId !== 0 ||
  (choice.answerIds?.length ?? 0) > 0 ||
  isNumericAnswer(choice.numericAnswer ?? '') ||
  (choice.textAnswer?.trim() ?? '') !== '';

/** The choice as a save carries it: only the field that answers, options in a stable order. */
function settled(choice: Choice): Choice {
  if (choice.answerId !== 0) return { answerId: choice.answerId };
  if (choice.answerIds && choice.answerIds.length > 0)
    return { answerId: 0, answerIds: [...choice.answerIds].sort((a, b) => a - b) };
  const text = choice.textAnswer?.trim() ?? '';
  if (text !== '') return { answerId: 0, textAnswer: text };
  const typed = choice.numericAnswer?.trim() ?? '';
  return isNumericAnswer(typed) ? { answerId: 0, numericAnswer: typed } : NO_CHOICE;
}

/** A save sent or to send: the answer, its per-attempt sequence number and what started it. */
export interface PlannedSave extends Answer {
  seq: number;
  questionId: number;
  kind: SaveKind;
}

/** Save & Next, Mark for Review and Clear each save (SPEC §4). */
export type SaveKind = 'saveNext' | 'mark' | 'clear';

export interface PanelState {
  layout: LayoutQuestion[];
  currentId: number;
  /** What is chosen or typed on the current question, not yet saved. */
  draft: Choice;
  /** Answers the server acknowledged, by question. */
  saved: Record<number, Answer>;
  /** The latest answer of a question not yet acknowledged (kept in the outbox), by question. */
  unsaved: Record<number, Answer & { seq: number }>;
  /** Questions the student has opened: one never opened is 'not visited'. */
  visited: Record<number, true>;
  /** The save in flight that Save & Next / Mark for Review / Clear started, if any. */
  pending: PlannedSave | null;
  nextSeq: number;
}

export type PanelEvent =
  | { type: 'goTo'; questionId: number }
  | { type: 'goToSection'; sectionId: number }
  | { type: 'select'; optionId: number }
  | { type: 'toggle'; optionId: number }
  | { type: 'type'; value: string }
  | { type: 'typeText'; value: string }
  | { type: 'saveStarted'; save: PlannedSave }
  | { type: 'saveAcked'; seq: number; questionId: number; answer: Answer }
  | { type: 'saveFailed' }
  | { type: 'saveDropped'; seq: number; questionId: number };

// ---- reading the state ----

/** SPEC §4: the action of the latest answer (unsaved first), else 0 once opened, else not visited. */
export function statusOf(state: PanelState, questionId: number): QuestionStatus {
  const answer = state.unsaved[questionId] ?? state.saved[questionId];
  if (answer) return answer.action;
  return state.visited[questionId] ? ACTION.unanswered : 'notVisited';
}

/** What the panel shows as chosen when a question is opened. */
export function answerOf(state: PanelState, questionId: number): Choice {
  const answer = state.unsaved[questionId] ?? state.saved[questionId];
  if (!answer) return NO_CHOICE;
  const { answerId, answerIds, numericAnswer, textAnswer } = answer;
  return {
    answerId,
    ...(answerIds && { answerIds }),
    ...(numericAnswer !== undefined && { numericAnswer }),
    ...(textAnswer !== undefined && { textAnswer }),
  };
}

export const isUnsaved = (state: PanelState, questionId: number) =>
  state.unsaved[questionId] !== undefined;

export const currentQuestion = (state: PanelState): LayoutQuestion => {
  const found = state.layout.find((q) => q.questionId === state.currentId) ?? state.layout[0];
  if (!found) throw new Error('A paper has at least one question');
  return found;
};

export const currentSectionId = (state: PanelState) => currentQuestion(state).sectionId;

/** The five counts of the side panel and the submit confirmation, over the whole paper. */
export const countsOf = (state: PanelState): StatusCounts =>
  countStatuses(state.layout.map((q) => statusOf(state, q.questionId)));

/** The counts as they will be once `save` is stored (SPEC §3 record carries them). */
export const countsAfter = (state: PanelState, save: Answer & { questionId: number }) =>
  countStatuses(
    state.layout.map((q) =>
      q.questionId === save.questionId ? save.action : statusOf(state, q.questionId),
    ),
  );

/** The action and answer a button saves for the current question (SPEC §4), with the next seq. */
export function planSave(state: PanelState, kind: SaveKind): PlannedSave {
  const questionId = state.currentId;
  const hasAnswer = hasChoice(state.draft);
  if (kind === 'clear') {
    return { kind, questionId, seq: state.nextSeq, action: ACTION.unanswered, ...NO_CHOICE };
  }
  const action =
    kind === 'saveNext' ? saveAndNextAction(hasAnswer) : markForReviewAction(hasAnswer);
  const choice = hasAnswer ? settled(state.draft) : NO_CHOICE;
  return { kind, questionId, seq: state.nextSeq, action, ...choice };
}

// ---- changing the state ----

function open(state: PanelState, questionId: number): PanelState {
  if (!state.layout.some((q) => q.questionId === questionId)) return state;
  return {
    ...state,
    currentId: questionId,
    draft: answerOf(state, questionId),
    visited: state.visited[questionId] ? state.visited : { ...state.visited, [questionId]: true },
  };
}

/** The question after the current one, across sections; after the last, the first. */
function nextQuestionId(state: PanelState, questionId: number) {
  const index = state.layout.findIndex((q) => q.questionId === questionId);
  const next = state.layout[(index + 1) % state.layout.length];
  return next ? next.questionId : questionId;
}

function without<T>(record: Record<number, T>, key: number) {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'goTo':
      return open(state, event.questionId);
    case 'goToSection': {
      const first = state.layout.find((q) => q.sectionId === event.sectionId);
      return first ? open(state, first.questionId) : state;
    }
    case 'select':
      return { ...state, draft: { answerId: event.optionId } };
    case 'toggle': {
      const chosen = state.draft.answerIds ?? [];
      const answerIds = chosen.includes(event.optionId)
        ? chosen.filter((id) => id !== event.optionId)
        : [...chosen, event.optionId];
      return { ...state, draft: { answerId: 0, answerIds } };
    }
    case 'type':
      return { ...state, draft: { answerId: 0, numericAnswer: event.value } };
    case 'typeText':
      return { ...state, draft: { answerId: 0, textAnswer: event.value } };
    case 'saveStarted': {
      const { save } = event;
      return {
        ...state,
        pending: save,
        nextSeq: Math.max(state.nextSeq, save.seq + 1),
        // Clear unchecks the options at once (SPEC §4).
        draft:
          save.kind === 'clear' && state.currentId === save.questionId ? NO_CHOICE : state.draft,
        unsaved: {
          ...state.unsaved,
          [save.questionId]: { ...answerOfSave(save), seq: save.seq },
        },
      };
    }
    case 'saveAcked': {
      const stillUnsaved = state.unsaved[event.questionId];
      const unsaved =
        stillUnsaved && stillUnsaved.seq <= event.seq
          ? without(state.unsaved, event.questionId)
          : state.unsaved;
      const acked: PanelState = {
        ...state,
        saved: { ...state.saved, [event.questionId]: event.answer },
        unsaved,
      };
      if (state.pending?.seq !== event.seq) return acked;
      const done = { ...acked, pending: null };
      // Save & Next and Mark for Review move on once stored; Clear stays (SPEC §4).
      const moves = state.pending.kind !== 'clear' && state.currentId === event.questionId;
      return moves ? open(done, nextQuestionId(done, event.questionId)) : done;
    }
    case 'saveFailed':
      // SPEC §8: the save failed and the panel does not advance; the answer stays unsaved.
      return state.pending ? { ...state, pending: null } : state;
    case 'saveDropped': {
      const entry = state.unsaved[event.questionId];
      return {
        ...state,
        pending: state.pending?.seq === event.seq ? null : state.pending,
        unsaved:
          entry && entry.seq === event.seq
            ? without(state.unsaved, event.questionId)
            : state.unsaved,
      };
    }
  }
}

// ---- the state on entering the panel ----

/** A stored answer as the resume call returns it (SPEC §3 record). */
export interface StoredAnswer extends Choice {
  questionId: number;
  sectionId: number;
  action: number;
  timeLeftInMilliseconds: number;
  seq: number;
}

/** What this device remembers of where the student was (restored when nothing newer was saved). */
export interface ViewMemory {
  questionId: number;
  visited: number[];
  /** The highest seq this device had sent when it was written. */
  atSeq: number;
  /** The server acknowledged this question as the one on screen (its record is as new). */
  synced?: boolean;
}

/** What the server recorded of the screen at the last contact (heartbeat). */
export interface ServerView {
  currentQuestionId: number | null;
  visitedQuestionIds: number[];
}

export interface PanelInit {
  layout: LayoutQuestion[];
  stored: StoredAnswer[];
  /** Answers still in the outbox (not acknowledged), oldest first. */
  unsent: (Choice & { questionId: number; seq: number; action: number })[];
  lastSeq: number;
  view?: ViewMemory | null;
  server?: ServerView | null;
}

export const toAction = (value: number): ActionCode =>
  value === 1 || value === 2 || value === 3 ? value : ACTION.unanswered;

/** The answer a save, a stored response or an outbox record carries (nothing else of it). */
export function answerOfSave(record: Choice & { action: number }): Answer {
  return {
    action: toAction(record.action),
    answerId: record.answerId,
    ...(record.answerIds && record.answerIds.length > 0 && { answerIds: record.answerIds }),
    ...(record.numericAnswer && { numericAnswer: record.numericAnswer }),
    ...(record.textAnswer && { textAnswer: record.textAnswer }),
  };
}

/**
 * SPEC §4 resume: answers and statuses from every saved response; the current question and section
 * from the latest (least time left; on a tie, the later seq). Answers not yet acknowledged are laid
 * over them as unsaved. The questions opened without an answer are restored from the server's
 * record and this device's memory. The question on screen: this device's when the server has not
 * acknowledged it yet (and nothing was saved since elsewhere), else the server's record, else
 * this device's, else SPEC's rule.
 */
export function initPanel({
  layout,
  stored,
  unsent,
  lastSeq,
  view,
  server,
}: PanelInit): PanelState {
  const first = layout[0];
  if (!first) throw new Error('A paper has at least one question');
  const inPaper = new Set(layout.map((q) => q.questionId));
  const latestFirst = stored
    .filter((r) => inPaper.has(r.questionId))
    .sort((a, b) => b.seq - a.seq)
    .map((r) => ({ ...r, action: toAction(r.action), timeLeftMs: r.timeLeftInMilliseconds }));
  const resumed = resumeState(latestFirst, 0);

  const saved: Record<number, Answer> = {};
  for (const [questionId, r] of resumed.byQuestion) {
    saved[questionId] = answerOfSave(r);
  }
  const storedSeq = new Map(latestFirst.map((r) => [r.questionId, r.seq]));
  const unsaved: PanelState['unsaved'] = {};
  for (const entry of unsent) {
    if (!inPaper.has(entry.questionId)) continue;
    if ((storedSeq.get(entry.questionId) ?? 0) >= entry.seq) continue;
    unsaved[entry.questionId] = { ...answerOfSave(entry), seq: entry.seq };
  }

  const viewHolds = view != null && view.atSeq >= lastSeq && inPaper.has(view.questionId);
  const serverCurrent =
    server?.currentQuestionId != null && inPaper.has(server.currentQuestionId)
      ? server.currentQuestionId
      : null;
  const currentId =
    viewHolds && !view.synced
      ? view.questionId
      : (serverCurrent ??
        (viewHolds ? view.questionId : (resumed.current?.questionId ?? first.questionId)));
  const visited: Record<number, true> = {};
  for (const id of [
    ...Object.keys(saved).map(Number),
    ...Object.keys(unsaved).map(Number),
    ...(server?.visitedQuestionIds ?? []).filter((id) => inPaper.has(id)),
    ...(viewHolds ? view.visited.filter((id) => inPaper.has(id)) : []),
  ]) {
    visited[id] = true;
  }
  const maxUnsent = unsent.reduce((max, e) => Math.max(max, e.seq), 0);
  const state: PanelState = {
    layout,
    currentId,
    draft: NO_CHOICE,
    saved,
    unsaved,
    visited,
    pending: null,
    nextSeq: Math.max(lastSeq, maxUnsent) + 1,
  };
  return open(state, currentId);
}
