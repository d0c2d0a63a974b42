import { type PointerEvent, useRef } from 'react';

/** A finger moved this far sideways (and more sideways than up or down) is a swipe. */
const SWIPE_PX = 40;

/**
 * Swiping a finger or pen left brings the next slide, right the previous one. Mouse users have the
 * arrows; vertical movement stays the page's scroll (the frame's `touch-action: pan-y`).
 */
export function useSwipe(go: (direction: 'prev' | 'next') => void) {
  const startRef = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      startRef.current =
        event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = startRef.current;
      startRef.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      go(dx < 0 ? 'next' : 'prev');
    },
    onPointerCancel: () => {
      startRef.current = null;
    },
  };
}
