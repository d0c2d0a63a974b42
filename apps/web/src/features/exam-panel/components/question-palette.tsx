import { STATUS_COLOUR, type QuestionStatus } from '@exam/core/palette';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutQuestion } from '../model/panel-machine';
import { statusKey } from './status-label';

/** SPEC §9: six buttons per row. */
export const PER_ROW = 6;

interface QuestionPaletteProps {
  questions: LayoutQuestion[];
  currentId: number;
  statusOf: (questionId: number) => QuestionStatus;
  isUnsaved: (questionId: number) => boolean;
  onChoose: (questionId: number) => void;
  label: string;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(last, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowDown: (i, last) => Math.min(last, i + PER_ROW),
  ArrowUp: (i) => Math.max(0, i - PER_ROW),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The numbered question buttons in their status colours (SPEC §4, §9). Every button is reachable
 * with Tab; the arrow keys move within the grid (six per row), Home and End to its ends.
 */
export function QuestionPalette({
  questions,
  currentId,
  statusOf,
  isUnsaved,
  onChoose,
  label,
}: QuestionPaletteProps) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, questions.length - 1)]?.focus();
  };

  return (
    <div className="question-palette" role="group" aria-label={label}>
      {questions.map((q, index) => {
        const status = statusOf(q.questionId);
        const unsaved = isUnsaved(q.questionId);
        const name = t(unsaved ? 'panel.questionButtonUnsaved' : 'panel.questionButton', {
          number: q.questionNo,
          status: t(`panel.status.${statusKey(status)}`),
        });
        const current = q.questionId === currentId;
        return (
          <button
            key={q.questionId}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className={`btn btn-${STATUS_COLOUR[status]} palette-button${current ? ' is-current' : ''}${unsaved ? ' is-unsaved' : ''}`}
            aria-label={name}
            title={name}
            aria-current={current ? 'step' : undefined}
            data-status={String(status)}
            onClick={() => onChoose(q.questionId)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {q.questionNo}
            {unsaved && (
              <span className="unsaved-dot" aria-hidden="true">
                !
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
