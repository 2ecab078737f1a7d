import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates (and when prerendering), true afterwards and at once
 * on pages reached by client-side navigation. The prerendered page knows neither the query
 * string nor the visitor's language, so what depends on them waits for this, or the first
 * render in the browser would differ from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
