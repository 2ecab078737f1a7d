import {
  Suspense,
  lazy,
  memo,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type RefObject,
} from 'react';
import { replayEarlyInput } from './early-input.ts';
import * as styles from './deferred.css.ts';

/**
 * Islands that hydrate on their own, after the rest (issue 17: selective hydration).
 *
 * A page is prerendered whole, and the visitor sees every part of it at once. Its static parts
 * never hydrate (lib/static-part.tsx); the code of the islands below the fold (the footer's
 * form and floating buttons, the home page's filters and forms) need not run before the page
 * is interactive: `deferred(load)` makes a component whose code is fetched only once the rest
 * of the page has hydrated, and which then hydrates on its own, in a task of its own. Until
 * then React keeps its prerendered HTML as it is (a Suspense boundary whose code has not
 * arrived): links work as plain links, a form sends to the API as it does without JavaScript.
 *
 * What a visitor does in such a part before it hydrates is recorded by the early-input script
 * and replayed when it has (lib/early-input.ts): the part is marked `data-deferred` until then,
 * and `data-live` from then.
 *
 * On the server the code is loaded while rendering (the prerender waits for every part,
 * entry.server.tsx), so the HTML holds the whole page, in order.
 */

let markHydrated: (() => void) | undefined;
/**
 * While the page hydrates, the parts wait for it to finish (`holdUntilHydrated`, from
 * entry.client.tsx, and `pageHydrated`, from root.tsx); anywhere else (a story, a test, a part
 * first shown by a client-side navigation) they load at once.
 */
let hydrated: Promise<void> | undefined;
let hydrationDone = false;

/** Called once, right before the page hydrates: from here the parts wait for `pageHydrated`. */
export function holdUntilHydrated(): void {
  hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
}

/** Called once, after the commit that completes the page's hydration. */
export function pageHydrated(): void {
  hydrationDone = true;
  markHydrated?.();
}

/** The deferred parts on the page that have not hydrated yet. */
const pending = new Set<Element>();
const waiting = new Set<() => void>();

function settle(region: Element): void {
  pending.delete(region);
  if (pending.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once every deferred part on the page has hydrated (at once when none waits). */
export function whenDeferredHydrated(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** Never renders: React keeps the prerendered HTML of a part whose code could not be had. */
function StaysPrerendered(): never {
  throw new Promise<never>(() => {});
}

/** Rendered with a deferred part's content: it commits when the content has hydrated. */
function Live({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    // As for the whole page: after this commit, before anything renders again. Not here: when
    // the part mounts with its code already there (the shell mounted again by the root's
    // ErrorBoundary, a page reached by a client-side navigation), this runs in the commit that
    // creates the region, before React has set its ref (a parent's ref comes after its
    // children's effects), and the region would wait for ever.
    queueMicrotask(() => {
      const element = region.current;
      if (!element) return;
      element.setAttribute('data-live', '');
      replayEarlyInput(element);
      settle(element);
    });
  }, [region]);
  return null;
}

/**
 * A component whose code `load` fetches once the page has hydrated, and which hydrates then.
 * Give it a module of its own (`() => import('./Part.tsx').then((m) => m.Part)`): code that
 * the rest of the page imports too is in the page's JavaScript anyway.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchCode = () => (loaded ??= load().then((component) => ({ default: component })));
  // A page module evaluated after hydration (a client-side navigation) fetches it at once.
  if (!!import.meta.env.ISLANDS && hydrationDone) void fetchCode();
  /** This part's places on the page, while they wait for its code. */
  const regions = new Set<Element>();
  const Content = lazy(async () => {
    if (!!import.meta.env.ISLANDS && hydrated) await hydrated;
    try {
      return await fetchCode();
    } catch (error) {
      if (import.meta.env.SSR) throw error;
      // Unreachable (offline, a deployment replaced the file): the part stays as prerendered,
      // its links plain links and its forms sent as without JavaScript, and the rest of the
      // page stops waiting for it.
      for (const region of regions) settle(region);
      return { default: StaysPrerendered };
    }
  });
  function Deferred(props: Props) {
    const region = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const element = region.current;
      // Already live when its code was there before (a later visit to the same kind of page).
      if (element && element.dataset.live === undefined) {
        pending.add(element);
        regions.add(element);
      }
      return () => {
        if (!element) return;
        regions.delete(element);
        settle(element);
      };
    }, []);
    return (
      <div ref={region} className={styles.region} data-deferred="">
        <Suspense fallback={null}>
          <Content {...props} />
          <Live region={region} />
        </Suspense>
      </div>
    );
  }
  // A part still waiting for its code takes no update: React would drop its HTML and render it
  // afresh once the code is there, losing what was typed in it and leaving a gap meanwhile. A
  // parent's render with the same props is none (this memo); what the page changes in the
  // address waits for every part to be live (lib/useQueryState.ts).
  return memo(Deferred) as unknown as ComponentType<Props>;
}
