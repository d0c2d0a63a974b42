import type { ExamFlowState } from '@/lib/exam-flow-state';
import { storage } from '@/lib/storage';
import { viewKey, type AttemptRef } from './outbox';
import type { ViewMemory } from './panel-machine';

const LAST_EXAM_PREFIX = 'examPanel.v1.last';

function readJson(key: string): unknown {
  const text = storage.get(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Where the student was on this device: the question and the questions opened without saving. */
export function readView(ref: AttemptRef): ViewMemory | null {
  const value = readJson(viewKey(ref)) as Partial<ViewMemory> | null;
  if (
    !value ||
    typeof value.questionId !== 'number' ||
    typeof value.atSeq !== 'number' ||
    !Array.isArray(value.visited)
  )
    return null;
  return {
    questionId: value.questionId,
    atSeq: value.atSeq,
    visited: value.visited.filter((id): id is number => typeof id === 'number'),
    synced: value.synced === true,
  };
}

export const writeView = (ref: AttemptRef, view: ViewMemory) =>
  storage.set(viewKey(ref), JSON.stringify(view));

export const clearView = (ref: AttemptRef) => storage.remove(viewKey(ref));

/**
 * The exam this student last opened in the panel on this device, so a tab opened without the
 * navigation state can offer to continue it.
 */
export const rememberLastExam = (studentId: number, state: ExamFlowState) =>
  storage.set(`${LAST_EXAM_PREFIX}.${studentId}`, JSON.stringify(state));

export function lastExamOf(studentId: number): ExamFlowState | null {
  const value = readJson(`${LAST_EXAM_PREFIX}.${studentId}`) as ExamFlowState | null;
  return value?.setData && typeof value.setData.examSetId === 'number' ? value : null;
}

export const forgetLastExam = (studentId: number) =>
  storage.remove(`${LAST_EXAM_PREFIX}.${studentId}`);
