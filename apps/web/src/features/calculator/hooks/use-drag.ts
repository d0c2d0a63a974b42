import { useRef, useState, type PointerEvent } from 'react';

/** On a phone the calculator is a bottom sheet: it does not move. */
const PHONE = '(max-width: 575.98px)';

/**
 * Moves a fixed-position dialog by dragging its handle; `dock` puts it back where CSS places it.
 * Kept inside the window, so it cannot be lost off screen.
 */
export function useDrag() {
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ dx: number; dy: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    if (window.matchMedia?.(PHONE).matches) return;
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!box) return;
    start.current = { dx: event.clientX - box.left, dy: event.clientY - box.top };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    const width = box?.width ?? 0;
    const height = box?.height ?? 0;
    setPosition({
      x: Math.min(Math.max(0, event.clientX - start.current.dx), window.innerWidth - width),
      y: Math.min(Math.max(0, event.clientY - start.current.dy), window.innerHeight - height),
    });
  };
  const onPointerUp = () => {
    start.current = null;
  };

  return {
    position,
    dock: () => setPosition(null),
    handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
