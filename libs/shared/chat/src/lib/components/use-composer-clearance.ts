import { useEffect, type RefObject } from 'react';

/** The CSS variable on the document: how far the composer reaches up from the viewport's bottom edge. */
export const COMPOSER_CLEARANCE_VAR = '--ui-composer-clearance';

/**
 * While a message composer is on screen, keeps in `--ui-composer-clearance` (on the document) how
 * much of the viewport's bottom it covers, so what floats at the bottom (the toasts) sits above its
 * Send button; 0 once it is scrolled away or gone.
 */
export function useComposerClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const composer = ref.current;
    if (!composer) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, bottom } = composer.getBoundingClientRect();
      const viewport = window.innerHeight;
      const onScreen = bottom > 0 && top < viewport;
      root.style.setProperty(COMPOSER_CLEARANCE_VAR, `${onScreen ? Math.max(0, Math.round(viewport - top)) : 0}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(composer);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.style.removeProperty(COMPOSER_CLEARANCE_VAR);
    };
  }, [ref]);
}
