import type { TIntegrityEventType } from '@exam/contracts/attempts/entities';
import { useCallback, useEffect, useRef, useState } from 'react';

const isFull = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/**
 * The exam screen as an invigilator watches it: whether the page is in full screen, a way into it
 * (after a press: browsers allow it only then), and what takes the student off the paper —
 * leaving full screen, hiding the tab, leaving the window — reported with its time.
 */
export function useExamScreen(onLeave: (type: TIntegrityEventType, at: number) => void) {
  const [full, setFull] = useState(isFull);
  const report = useRef(onLeave);
  report.current = onLeave;

  useEffect(() => {
    let wasFull = isFull();
    const onFullscreen = () => {
      const now = isFull();
      if (wasFull && !now) report.current('fullscreen-exit', Date.now());
      wasFull = now;
      setFull(now);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report.current('tab-hidden', Date.now());
    };
    // A hidden tab blurs too: that one is reported as tab-hidden only.
    const onBlur = () => {
      if (document.visibilityState !== 'hidden') report.current('window-blur', Date.now());
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
    };
  }, []);

  const enter = useCallback(() => {
    const root = document.documentElement;
    if (typeof root.requestFullscreen !== 'function') return;
    void root.requestFullscreen().catch(() => {
      // Refused (no press, or a browser without it): the notice stays with its button.
    });
  }, []);

  const supported =
    typeof document !== 'undefined' &&
    typeof document.documentElement.requestFullscreen === 'function';
  return { full, enter, supported };
}
