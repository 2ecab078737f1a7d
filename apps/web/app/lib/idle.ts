import { useEffect } from 'react';

/**
 * Runs `task` once the browser is idle after hydration (or after `timeout` ms at the latest):
 * used to fetch the code of widgets that are closed at first paint, so it is not in the page's
 * critical JavaScript yet is ready before the visitor reaches for it.
 */
export function useIdle(task: () => void, timeout = 3000): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(task, 1);
    return () => window.clearTimeout(handle);
    // The task runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
