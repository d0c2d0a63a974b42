import { describe, expect, it } from 'vitest';
import {
  answerOf,
  answerOfSave,
  countsAfter,
  countsOf,
  currentSectionId,
  initPanel,
  isUnsaved,
  panelReducer,
  planSave,
  statusOf,
  type LayoutQuestion,
  type PanelEvent,
  type PanelState,
  type SaveKind,
  type StoredAnswer,
} from './panel-machine';

// Two sections: questions 101–103 in section 1, 201–202 in section 2; option ids are q * 10 + n.
const LAYOUT: LayoutQuestion[] = [
  { questionId: 101, questionNo: 1, sectionId: 1 },
  { questionId: 102, questionNo: 2, sectionId: 1 },
  { questionId: 103, questionNo: 3, sectionId: 1 },
  { questionId: 201, questionNo: 4, sectionId: 2 },
  { questionId: 202, questionNo: 5, sectionId: 2 },
];

const fresh = (overrides: Partial<Parameters<typeof initPanel>[0]> = {}) =>
  initPanel({ layout: LAYOUT, stored: [], unsent: [], lastSeq: 0, ...overrides });

const run = (state: PanelState, ...events: PanelEvent[]) => events.reduce(panelReducer, state);

/** Presses a save button and lets the server acknowledge it. */
function saved(state: PanelState, kind: SaveKind) {
  const save = planSave(state, kind);
  const started = panelReducer(state, { type: 'saveStarted', save });
  return panelReducer(started, {
    type: 'saveAcked',
    seq: save.seq,
    questionId: save.questionId,
    answer: answerOfSave(save),
  });
}

const stored = (r: Partial<StoredAnswer> & { questionId: number }): StoredAnswer => ({
  sectionId: Math.floor(r.questionId / 100),
  answerId: 0,
  action: 0,
  timeLeftInMilliseconds: 60_000,
  seq: 1,
  ...r,
});

describe('exam panel state machine (SPEC §4)', () => {
  describe('statuses', () => {
    it('a question never opened is not visited (secondary); the first one opens at once', () => {
      const state = fresh();
      expect(state.currentId).toBe(101);
      expect(statusOf(state, 101)).toBe(0);
      expect(LAYOUT.slice(1).map((q) => statusOf(state, q.questionId))).toEqual(
        Array(4).fill('notVisited'),
      );
    });

    it('a question opened but not saved counts as unanswered (0)', () => {
      const state = run(fresh(), { type: 'goTo', questionId: 201 });
      expect(statusOf(state, 201)).toBe(0);
    });

    it('the status of a saved question is the action its save carried (0–3)', () => {
      let state = fresh();
      state = run(state, { type: 'select', optionId: 1011 });
      state = saved(state, 'saveNext'); // 101 → 1
      state = saved(state, 'saveNext'); // 102 → 0 (no option)
      state = saved(state, 'mark'); // 103 → 2
      state = run(state, { type: 'select', optionId: 2012 });
      state = saved(state, 'mark'); // 201 → 3
      expect(LAYOUT.map((q) => statusOf(state, q.questionId))).toEqual([1, 0, 2, 3, 0]);
    });
  });

  describe('Save & Next', () => {
    it('saves action 1 with the selected option', () => {
      const state = run(fresh(), { type: 'select', optionId: 1012 });
      expect(planSave(state, 'saveNext')).toMatchObject({
        questionId: 101,
        action: 1,
        answerId: 1012,
        seq: 1,
      });
    });

    it('saves action 0 and answer 0 without an option', () => {
      expect(planSave(fresh(), 'saveNext')).toMatchObject({ action: 0, answerId: 0 });
    });

    it('records the answer and moves to the next question only once acknowledged', () => {
      let state = run(fresh(), { type: 'select', optionId: 1012 });
      const save = planSave(state, 'saveNext');
      state = panelReducer(state, { type: 'saveStarted', save });
      expect(state.currentId).toBe(101);
      expect(state.pending).toEqual(save);
      state = panelReducer(state, {
        type: 'saveAcked',
        seq: save.seq,
        questionId: 101,
        answer: { action: 1, answerId: 1012 },
      });
      expect(state.currentId).toBe(102);
      expect(state.pending).toBeNull();
      expect(state.saved[101]).toEqual({ action: 1, answerId: 1012 });
      expect(isUnsaved(state, 101)).toBe(false);
    });

    it('moves from the last question of a section into the next section', () => {
      let state = run(fresh(), { type: 'goTo', questionId: 103 });
      state = saved(state, 'saveNext');
      expect(state.currentId).toBe(201);
      expect(currentSectionId(state)).toBe(2);
    });

    it('after the last question of the paper, goes back to the first', () => {
      const state = saved(run(fresh(), { type: 'goTo', questionId: 202 }), 'saveNext');
      expect(state.currentId).toBe(101);
    });

    it('each save takes the next sequence number', () => {
      let state = fresh({ lastSeq: 7 });
      expect(planSave(state, 'saveNext').seq).toBe(8);
      state = saved(state, 'saveNext');
      expect(planSave(state, 'mark').seq).toBe(9);
    });
  });

  describe('Mark for Review', () => {
    it('saves action 3 with an option selected, else 2, and moves on', () => {
      const withOption = run(fresh(), { type: 'select', optionId: 1013 });
      expect(planSave(withOption, 'mark')).toMatchObject({ action: 3, answerId: 1013 });
      expect(planSave(fresh(), 'mark')).toMatchObject({ action: 2, answerId: 0 });
      expect(saved(withOption, 'mark').currentId).toBe(102);
    });
  });

  describe('Clear', () => {
    it('unchecks the options at once, saves action 0 and answer 0, and stays', () => {
      let state = run(fresh(), { type: 'select', optionId: 1011 });
      state = saved(state, 'saveNext');
      state = run(state, { type: 'goTo', questionId: 101 });
      expect(state.draft.answerId).toBe(1011);
      const save = planSave(state, 'clear');
      expect(save).toMatchObject({ action: 0, answerId: 0 });
      state = panelReducer(state, { type: 'saveStarted', save });
      expect(state.draft.answerId).toBe(0);
      state = panelReducer(state, {
        type: 'saveAcked',
        seq: save.seq,
        questionId: 101,
        answer: { action: 0, answerId: 0 },
      });
      expect(state.currentId).toBe(101);
      expect(statusOf(state, 101)).toBe(0);
      expect(answerOf(state, 101).answerId).toBe(0);
    });
  });

  describe('choosing a question', () => {
    it('opens it with its saved option; a number in another section switches the section', () => {
      let state = run(
        fresh(),
        { type: 'goTo', questionId: 201 },
        { type: 'select', optionId: 2012 },
      );
      state = saved(state, 'saveNext');
      state = run(state, { type: 'goTo', questionId: 102 });
      expect(currentSectionId(state)).toBe(1);
      state = run(state, { type: 'goTo', questionId: 201 });
      expect(currentSectionId(state)).toBe(2);
      expect(state.draft.answerId).toBe(2012);
    });

    it('drops a selection that was not saved when leaving the question', () => {
      const state = run(
        fresh(),
        { type: 'select', optionId: 1012 },
        { type: 'goTo', questionId: 102 },
        { type: 'goTo', questionId: 101 },
      );
      expect(state.draft.answerId).toBe(0);
      expect(statusOf(state, 101)).toBe(0);
    });

    it('a section button opens the first question of that section', () => {
      const state = run(fresh(), { type: 'goToSection', sectionId: 2 });
      expect(state.currentId).toBe(201);
      expect(currentSectionId(state)).toBe(2);
    });

    it('ignores a question that is not in the paper', () => {
      const state = fresh();
      expect(run(state, { type: 'goTo', questionId: 999 })).toBe(state);
    });
  });

  describe('a save that fails (SPEC §8)', () => {
    it('does not advance; the answer stays shown as unsaved with its status', () => {
      let state = run(fresh(), { type: 'select', optionId: 1012 });
      state = panelReducer(state, { type: 'saveStarted', save: planSave(state, 'saveNext') });
      state = panelReducer(state, { type: 'saveFailed' });
      expect(state.currentId).toBe(101);
      expect(state.pending).toBeNull();
      expect(state.draft.answerId).toBe(1012);
      expect(isUnsaved(state, 101)).toBe(true);
      expect(statusOf(state, 101)).toBe(1);
    });

    it('a later acknowledgement of the unsaved answer clears the mark without moving', () => {
      let state = run(fresh(), { type: 'select', optionId: 1012 });
      const save = planSave(state, 'saveNext');
      state = run(state, { type: 'saveStarted', save }, { type: 'saveFailed' });
      state = run(state, { type: 'goTo', questionId: 103 });
      state = panelReducer(state, {
        type: 'saveAcked',
        seq: save.seq,
        questionId: 101,
        answer: { action: 1, answerId: 1012 },
      });
      expect(isUnsaved(state, 101)).toBe(false);
      expect(state.currentId).toBe(103);
    });

    it('an acknowledgement of an older save keeps a newer unsaved answer', () => {
      let state = run(fresh(), { type: 'select', optionId: 1011 });
      const first = planSave(state, 'mark');
      state = run(state, { type: 'saveStarted', save: first }, { type: 'saveFailed' });
      state = run(state, { type: 'select', optionId: 1012 });
      const second = planSave(state, 'saveNext');
      state = run(state, { type: 'saveStarted', save: second }, { type: 'saveFailed' });
      state = panelReducer(state, {
        type: 'saveAcked',
        seq: first.seq,
        questionId: 101,
        answer: { action: 3, answerId: 1011 },
      });
      expect(isUnsaved(state, 101)).toBe(true);
      expect(answerOf(state, 101).answerId).toBe(1012);
    });

    it('a save refused for good is dropped and no longer shown as unsaved', () => {
      let state = fresh();
      const save = planSave(state, 'mark');
      state = run(
        state,
        { type: 'saveStarted', save },
        { type: 'saveDropped', seq: save.seq, questionId: 101 },
      );
      expect(isUnsaved(state, 101)).toBe(false);
      expect(state.pending).toBeNull();
    });
  });

  describe('counts', () => {
    it('counts the five statuses over the whole paper', () => {
      let state = run(fresh(), { type: 'select', optionId: 1011 });
      state = saved(state, 'saveNext'); // 101 answered, 102 opened
      state = saved(state, 'mark'); // 102 marked, 103 opened
      state = run(state, { type: 'select', optionId: 1031 });
      state = saved(state, 'mark'); // 103 answered & marked, 201 opened
      expect(countsOf(state)).toEqual({
        answered: 1,
        notVisited: 1,
        unanswered: 1,
        markedForReview: 1,
        answeredAndMarkedForReview: 1,
      });
    });

    it('gives the counts a save will leave (for its record)', () => {
      const state = run(fresh(), { type: 'select', optionId: 1011 });
      expect(countsAfter(state, planSave(state, 'saveNext'))).toMatchObject({
        answered: 1,
        unanswered: 0,
        notVisited: 4,
      });
    });
  });

  describe('resume on load', () => {
    it('with no saved responses: the first question, nothing answered', () => {
      const state = fresh();
      expect(state.currentId).toBe(101);
      expect(countsOf(state).notVisited).toBe(4);
    });

    it('restores answers and statuses, and the question and section of the least time left', () => {
      const state = fresh({
        stored: [
          stored({
            questionId: 101,
            action: 1,
            answerId: 1012,
            timeLeftInMilliseconds: 90_000,
            seq: 1,
          }),
          stored({
            questionId: 201,
            action: 3,
            answerId: 2011,
            timeLeftInMilliseconds: 50_000,
            seq: 3,
          }),
          stored({ questionId: 102, action: 2, timeLeftInMilliseconds: 70_000, seq: 2 }),
        ],
        lastSeq: 3,
      });
      expect(state.currentId).toBe(201);
      expect(currentSectionId(state)).toBe(2);
      expect(state.draft.answerId).toBe(2011);
      expect(LAYOUT.map((q) => statusOf(state, q.questionId))).toEqual([
        1,
        2,
        'notVisited',
        3,
        'notVisited',
      ]);
      expect(planSave(state, 'saveNext').seq).toBe(4);
    });

    it('on equal time left (the clock was paused) the later save is the current one', () => {
      const state = fresh({
        stored: [
          stored({ questionId: 102, timeLeftInMilliseconds: 40_000, seq: 4 }),
          stored({ questionId: 103, timeLeftInMilliseconds: 40_000, seq: 5 }),
        ],
        lastSeq: 5,
      });
      expect(state.currentId).toBe(103);
    });

    it('lays unsent answers over the stored ones as unsaved, and continues after their seq', () => {
      const state = fresh({
        stored: [stored({ questionId: 101, action: 1, answerId: 1011, seq: 2 })],
        unsent: [
          { questionId: 101, action: 3, answerId: 1013, seq: 6 },
          { questionId: 102, action: 1, answerId: 1021, seq: 1 },
        ],
        lastSeq: 2,
      });
      expect(isUnsaved(state, 101)).toBe(true);
      expect(statusOf(state, 101)).toBe(3);
      expect(answerOf(state, 101).answerId).toBe(1013);
      expect(isUnsaved(state, 102)).toBe(true);
      expect(planSave(state, 'saveNext').seq).toBe(7);
    });

    it('ignores an unsent answer the server already holds a later one for', () => {
      const state = fresh({
        stored: [stored({ questionId: 101, action: 1, answerId: 1011, seq: 5 })],
        unsent: [{ questionId: 101, action: 0, answerId: 0, seq: 4 }],
        lastSeq: 5,
      });
      expect(isUnsaved(state, 101)).toBe(false);
      expect(statusOf(state, 101)).toBe(1);
    });

    it("restores this device's question and opened questions when nothing was saved since", () => {
      const state = fresh({
        stored: [stored({ questionId: 101, action: 1, answerId: 1011, seq: 2 })],
        lastSeq: 2,
        view: { questionId: 103, visited: [101, 102, 103], atSeq: 2 },
      });
      expect(state.currentId).toBe(103);
      expect(statusOf(state, 102)).toBe(0);
      expect(statusOf(state, 201)).toBe('notVisited');
    });

    it("ignores this device's view when another device saved later (SPEC's rule applies)", () => {
      const state = fresh({
        stored: [stored({ questionId: 201, action: 1, answerId: 2011, seq: 9 })],
        lastSeq: 9,
        view: { questionId: 103, visited: [101, 102, 103], atSeq: 4 },
      });
      expect(state.currentId).toBe(201);
      expect(statusOf(state, 102)).toBe('notVisited');
    });

    it("restores the server's record of the questions opened and the one on screen", () => {
      const state = fresh({
        stored: [stored({ questionId: 101, action: 1, answerId: 1011, seq: 2 })],
        lastSeq: 2,
        server: { currentQuestionId: 202, visitedQuestionIds: [101, 102, 202] },
      });
      expect(state.currentId).toBe(202);
      expect(currentSectionId(state)).toBe(2);
      expect(LAYOUT.map((q) => statusOf(state, q.questionId))).toEqual([
        1,
        0,
        'notVisited',
        'notVisited',
        0,
      ]);
    });

    it("prefers this device's question when the server has not acknowledged it yet", () => {
      const state = fresh({
        lastSeq: 0,
        server: { currentQuestionId: 102, visitedQuestionIds: [101, 102] },
        view: { questionId: 103, visited: [101, 102, 103], atSeq: 0, synced: false },
      });
      expect(state.currentId).toBe(103);
      expect(statusOf(state, 102)).toBe(0);
    });

    it("prefers the server's question once this device's was acknowledged (another device moved on)", () => {
      const state = fresh({
        lastSeq: 0,
        server: { currentQuestionId: 201, visitedQuestionIds: [101, 102, 201] },
        view: { questionId: 102, visited: [101, 102], atSeq: 0, synced: true },
      });
      expect(state.currentId).toBe(201);
    });

    it('ignores a recorded question that is not in the paper', () => {
      const state = fresh({ server: { currentQuestionId: 999, visitedQuestionIds: [999] } });
      expect(state.currentId).toBe(101);
    });
  });

  describe('multiple-correct and numerical answers', () => {
    it('ticks and unticks options; Save & Next saves them in a stable order as answered', () => {
      const state = run(
        fresh(),
        { type: 'toggle', optionId: 1013 },
        { type: 'toggle', optionId: 1011 },
        { type: 'toggle', optionId: 1014 },
        { type: 'toggle', optionId: 1014 },
      );
      expect(state.draft).toEqual({ answerId: 0, answerIds: [1013, 1011] });
      expect(planSave(state, 'saveNext')).toMatchObject({ action: 1, answerIds: [1011, 1013] });
      const after = saved(state, 'saveNext');
      expect(statusOf(after, 101)).toBe(1);
      expect(answerOf(after, 101)).toEqual({ answerId: 0, answerIds: [1011, 1013] });
    });

    it('every option unticked is no answer: Mark for Review marks it without one', () => {
      const state = run(
        fresh(),
        { type: 'toggle', optionId: 1011 },
        { type: 'toggle', optionId: 1011 },
      );
      expect(planSave(state, 'mark')).toEqual(expect.objectContaining({ action: 2, answerId: 0 }));
      expect(planSave(state, 'mark')).not.toHaveProperty('answerIds');
    });

    it('a typed number is an answer once it is one: "-" is not, "-.5" is, spaces are dropped', () => {
      expect(planSave(run(fresh(), { type: 'type', value: '-' }), 'saveNext')).toMatchObject({
        action: 0,
        answerId: 0,
      });
      expect(planSave(run(fresh(), { type: 'type', value: ' -.5 ' }), 'saveNext')).toMatchObject({
        action: 1,
        numericAnswer: '-.5',
      });
    });

    it('resume restores ticked options and typed numbers, an unsent one over the stored one', () => {
      const state = initPanel({
        layout: LAYOUT,
        stored: [
          stored({ questionId: 101, action: 1, answerIds: [1012, 1013], seq: 2 }),
          stored({ questionId: 102, action: 3, numericAnswer: '7.5', seq: 3 }),
        ],
        unsent: [{ questionId: 102, action: 1, answerId: 0, numericAnswer: '8', seq: 4 }],
        lastSeq: 3,
      });
      expect(answerOf(state, 101)).toEqual({ answerId: 0, answerIds: [1012, 1013] });
      expect(answerOf(state, 102)).toEqual({ answerId: 0, numericAnswer: '8' });
      expect(statusOf(state, 102)).toBe(1);
      expect(isUnsaved(state, 102)).toBe(true);
    });
  });
});
