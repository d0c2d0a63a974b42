import type { TPaperOrder } from '@exam/contracts/attempts/entities';
import type { TPaper } from '@exam/contracts/papers/entities';
import { inPaperOrder } from '@exam/core/paper-order';
import { useMemo } from 'react';

/**
 * A shuffled set's paper in the attempt's order (decision 040): questions numbered and options
 * lettered by their places for this candidate, ids unchanged. Without an order, the paper itself.
 */
export function usePaperAsSeen(paper: TPaper, order: TPaperOrder | null | undefined): TPaper {
  return useMemo(
    () => (order ? { ...paper, questions: inPaperOrder(paper.questions, order) } : paper),
    [paper, order],
  );
}
