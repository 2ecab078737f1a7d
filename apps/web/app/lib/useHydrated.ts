import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True when this component's first render was the prerender or the hydration of its HTML,
 * false when it was mounted in the browser (a client-side navigation, a panel opened later).
 * It never changes for a mounted component and never causes a render.
 *
 * React reads a store's server snapshot only when prerendering and when hydrating. Both
 * snapshots here are the same value, so nothing differs after hydration: a store whose value
 * did differ would be re-rendered synchronously, inside the hydration task.
 */
export function useHydratingMount(): boolean {
  let readServerSnapshot = false;
  useSyncExternalStore(
    noSubscription,
    () => 0,
    // The rule cannot know that React calls this during this very render (when it calls it at
    // all), never after it: the flag is read just below, in the same render.
    /* eslint-disable react-hooks/immutability */
    () => {
      readServerSnapshot = true;
      return 0;
    },
    /* eslint-enable react-hooks/immutability */
  );
  const [hydrating] = useState(readServerSnapshot);
  return hydrating;
}

/**
 * False while the prerendered HTML hydrates (and when prerendering), true afterwards and at once
 * on pages reached by client-side navigation. The prerendered page knows neither the query
 * string nor the visitor's language, so what depends on them waits for this, or the first
 * render in the browser would differ from the HTML.
 *
 * The switch to true after hydration is a transition: it renders in slices between other work
 * rather than as one long task right after hydration, which on a phone would hold up the first
 * taps (Lighthouse's total blocking time). Every component's switch lands in the same commit.
 */
export function useHydrated(): boolean {
  const hydratingMount = useHydratingMount();
  const [hydrated, setHydrated] = useState(!hydratingMount);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
