import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the page has loaded (the window's `load`) and the browser is next idle
 * (at most 2 s later): for what no first paint needs. A request such a part makes then starts
 * after the page's own, and is not among what Lighthouse's simulation of the largest paint waits
 * for (the new-build notice's chunk, a vacancy page's similar vacancies).
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel?.();
  }, []);
  return ready ? children : null;
}
