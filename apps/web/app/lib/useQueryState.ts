import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { whenDeferredHydrated } from './deferred.tsx';
import { useHydratingMount } from './useHydrated.ts';

/** How a view is read from and written to the query string. Define it once, at module level. */
export interface QueryCodec<T> {
  /** The view of the prerendered page, which was made without a query string. */
  defaults: T;
  /** The view a query string asks for; unknown or missing values fall back to the defaults. */
  parse: (params: URLSearchParams) => T;
  /** The query string of a view, defaults left out so the plain view has none. */
  serialize: (value: T) => URLSearchParams;
}

/** A new history entry (so Back returns to the view before), or a change to the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * History for a change of search text: the first character typed into an empty box starts an
 * entry and the following keystrokes replace it, so Back returns to the view before the search
 * without stepping through every letter. Emptying the box (or its clear button) starts an entry
 * too, so Back brings the cleared search back.
 */
export function typingHistory(previous: string, next: string): HistoryMode {
  return previous !== '' && next !== '' ? 'replace' : 'push';
}

const canonical = (search: string) => new URLSearchParams(search).toString();

/**
 * A page's view (search text, filters …) mirrored in the query string, so a filtered view can
 * be shared and Back and Forward restore the previous ones.
 *
 * The state is the source of truth for rendering and the URL follows it: `set` updates the view
 * at once (a controlled input never waits for the router) and then writes the whole view to the
 * URL. React Router delivers each location inside a transition, so committed locations can
 * trail what was written by a keystroke or two; reading the view back from them, or building
 * the next query string on the location of the last render, would drop what was just typed.
 *
 * The URL is read only for locations React has committed, in a layout effect (never during
 * render, where a discarded transition render could leave state behind): on the first render
 * after hydration (the prerendered HTML showed the defaults, whatever the query string), on
 * Back and Forward, and on any navigation this hook did not make. A committed location whose
 * query string is one the hook wrote and has not seen yet is its own echo and is skipped.
 */
export function useQueryState<T>(
  codec: QueryCodec<T>,
): [value: T, set: (next: T, history: HistoryMode) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const hydrating = useHydratingMount();
  // Hydrating: the HTML's view. Mounted by a client-side navigation: the URL's at once.
  const [value, setValue] = useState<T>(() =>
    hydrating ? codec.defaults : codec.parse(new URLSearchParams(location.search)),
  );
  // The history entry the view was last brought in line with (once per entry, Strict Mode too).
  const syncedKey = useRef<string | null>(hydrating ? null : location.key);
  // Query strings written and not yet seen committed, oldest first.
  const written = useRef<string[]>([]);

  useLayoutEffect(() => {
    if (syncedKey.current === location.key) return;
    syncedKey.current = location.key;
    const own = navigationType === 'POP' ? -1 : written.current.indexOf(canonical(location.search));
    if (own !== -1) {
      // An entry this hook wrote (possibly trailing newer writes): the view is already ahead.
      written.current.splice(0, own + 1);
      return;
    }
    written.current = [];
    // Bringing the view in line with the URL, an external system, is what this effect is for.
    // A view the URL already shows (the plain page after hydration, most often) keeps its state
    // object: a state update here is flushed synchronously, re-rendering the whole page inside
    // the hydration task (about 90 ms of blocking time on a throttled phone on /faq).
    const next = codec.parse(new URLSearchParams(location.search));
    const sameView = (current: T) =>
      codec.serialize(current).toString() === codec.serialize(next).toString();
    setValue((current) => (sameView(current) ? current : next));
  }, [codec, location.key, location.search, navigationType]);

  const set = (next: T, history: HistoryMode) => {
    setValue(next);
    const search = codec.serialize(next).toString();
    const current = written.current.at(-1) ?? canonical(location.search);
    if (search === current) return;
    written.current.push(search);
    // The view changes at once; the address once every part of the page has hydrated: a
    // navigation reaching a part still waiting for its code makes React drop its HTML
    // (lib/deferred.tsx).
    void whenDeferredHydrated().then(() =>
      navigate(
        { search: search ? `?${search}` : '' },
        { replace: history === 'replace', preventScrollReset: true },
      ),
    );
  };

  return [value, set];
}
