import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

/** SPEC §2: a 300 ms slide. */
export const SLIDE_MS = 300;

interface LoopState {
  /** The slide shown first; the others follow it in order and wrap round. */
  start: number;
  /** The track's shift in slides: -1 while the first slide leaves or the new one comes in. */
  offset: 0 | -1;
  /** The track is animating towards `offset`. */
  moving: boolean;
  /** ‹ was pressed: the last slide is in front, shifted out of view, and must slide in. */
  enteringFromLeft: boolean;
}

const mod = (value: number, size: number) => ((value % size) + size) % size;

/**
 * A loop without copies of the slides: › slides the track one slide left, then moves the first
 * slide to the end and puts the track back in the same frame; ‹ moves the last slide to the front
 * out of view, then slides the track right. `settle` is called at the end of the track's
 * transition (or after a time, if the browser never reports it).
 */
export function useLoopingSlides(count: number, trackRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<LoopState>({
    start: 0,
    offset: 0,
    moving: false,
    enteringFromLeft: false,
  });

  const settle = useCallback(() => {
    setState((current) => {
      if (!current.moving) return current;
      const start = current.offset === -1 ? mod(current.start + 1, count) : current.start;
      return { start, offset: 0, moving: false, enteringFromLeft: false };
    });
  }, [count]);

  const sliding = state.moving || state.enteringFromLeft;

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      setState((current) => {
        if (current.moving || current.enteringFromLeft || count < 2) return current;
        if (direction === 'next') return { ...current, offset: -1, moving: true };
        const start = mod(current.start - 1, count);
        return { start, offset: -1, moving: false, enteringFromLeft: true };
      });
    },
    [count],
  );

  useLayoutEffect(() => {
    if (!state.enteringFromLeft || state.moving) return;
    // The shifted position must be laid out before the transition to 0 starts from it.
    trackRef.current?.getBoundingClientRect();
    setState((current) => ({ ...current, offset: 0, moving: true }));
  }, [state.enteringFromLeft, state.moving, trackRef]);

  useEffect(() => {
    if (!state.moving) return;
    const timer = window.setTimeout(settle, SLIDE_MS + 200);
    return () => window.clearTimeout(timer);
  }, [state.moving, settle]);

  const order = Array.from({ length: count }, (_, position) => mod(state.start + position, count));
  return { order, offset: state.offset, moving: state.moving, sliding, go, settle };
}
