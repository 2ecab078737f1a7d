import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import * as styles from './static-part.css.ts';
import { isPagePath } from './localized.tsx';
import { useHydratingMount } from './useHydrated.ts';

/**
 * Static parts of a page are not hydrated (issue 30: islands).
 *
 * Most of a page is text, pictures and links no one interacts with. Such a part is written
 *
 *     <StaticPart id="home-services">{!import.meta.env.ISLANDS && <ServicesSection … />}</StaticPart>
 *
 * `import.meta.env.ISLANDS` is true in the site's browser build only (vite.config.ts). When
 * prerendering the children render as usual, inside `<div data-static="home-services">`. In the
 * browser build the children, and every module only they import, are left out of the page's
 * JavaScript: the part is an element whose content React never renders. While the page hydrates
 * it keeps the prerendered HTML as it is (an empty `dangerouslySetInnerHTML`, which React does
 * not compare when hydrating and never writes while it stays the same): the very nodes the parser
 * made, with no component code and no fibers under them. What a visitor can interact with (a
 * form, a filter, the menu) stays outside, as islands that hydrate as before. Storybook and the
 * unit tests, which have no prerendered HTML, render the children as any component.
 *
 * A client-side navigation renders the new page's static parts from its prerendered document:
 * the root route's `clientLoader` fetches it beside the route's data and reads every part's HTML
 * (`fetchStaticParts`), so each part shows what the server prerendered, in the page's language.
 * Links inside a part are plain `<a>` elements; `useStaticLinks` turns a click on one into a
 * client-side navigation, as a `<Link>` would.
 *
 * Rules: a part holds no control (nothing that needs a handler or state; it would be dead), no
 * part inside another, and an id names one part of a page. The vanilla-extract styles of the
 * components inside still reach the stylesheet: their `.css.ts` imports are side effects, which
 * the browser build keeps although the components themselves are dropped.
 */

/** The attribute that marks a static part and holds its id. */
export const STATIC_PART_ATTRIBUTE = 'data-static';

/** The HTML of a page's static parts, by id. */
export type StaticParts = Readonly<Record<string, string>>;

/** What the root route's data holds once a client-side navigation has happened. */
export interface StaticPartsData {
  staticParts: StaticParts;
}

/** Every static part of a (parsed) prerendered document, by id. */
export function staticPartsOf(document: ParentNode): StaticParts {
  const parts: Record<string, string> = {};
  for (const element of document.querySelectorAll<HTMLElement>(`[${STATIC_PART_ATTRIBUTE}]`)) {
    const id = element.getAttribute(STATIC_PART_ATTRIBUTE);
    if (id) parts[id] = element.innerHTML;
  }
  return parts;
}

/**
 * The static parts of the page at `url`, from its prerendered document. An address the server
 * has no page for answers the not-found page, whose parts are the ones to show.
 */
export async function fetchStaticParts(url: URL, signal?: AbortSignal): Promise<StaticParts> {
  const response = await fetch(url.pathname, { signal, headers: { accept: 'text/html' } });
  const html = await response.text();
  return staticPartsOf(new DOMParser().parseFromString(html, 'text/html'));
}

/**
 * The static parts the page was served with, by id, collected before it hydrates
 * (`collectServedParts`, entry.client.tsx). A part mounted afresh before any navigation has
 * brought the parts (the shell mounted anew by the root's error boundary, the featured
 * destinations shown again once the filters are cleared) shows what the server sent, even once
 * React has removed those nodes: a detached element keeps its content.
 */
let served: ReadonlyMap<string, Element> = new Map();

/** Called once, before the page hydrates: a lookup of elements, nothing is serialised. */
export function collectServedParts(): void {
  served = new Map(
    [...document.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)].map((element) => [
      element.getAttribute(STATIC_PART_ATTRIBUTE)!,
      element,
    ]),
  );
}

export interface StaticPartProps {
  /** Names the part on its page; the same id on another page is that page's part. */
  id: string;
  /** The wrapper takes no box of its own (`display: contents`) unless given a class. */
  className?: string;
  /** What the prerender renders: `!import.meta.env.ISLANDS && <Section … />`. */
  children?: ReactNode;
}

/** A part of the page that is prerendered and never hydrated (see above). */
export function StaticPart({ id, className = styles.part, children }: StaticPartProps) {
  if (import.meta.env.ISLANDS) return <PrerenderedPart id={id} className={className} />;
  return (
    <div className={className} data-static={id}>
      {children}
    </div>
  );
}

/** The part in the site's browser build: the prerendered HTML, or the one a navigation brought. */
function PrerenderedPart({ id, className }: { id: string; className: string }) {
  const data = useRouteLoaderData<StaticPartsData | null>('root');
  const hydrating = useHydratingMount();
  // Before any navigation: nothing to write while hydrating (the prerendered nodes stay as they
  // are), what the server sent when mounted afresh.
  const [initial] = useState(() => (hydrating ? '' : (served.get(id)?.innerHTML ?? '')));
  return (
    <div
      className={className}
      data-static={id}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data?.staticParts[id] ?? initial }}
    />
  );
}

/**
 * The address a click on a link inside a static part navigates to within the app, or null when
 * the browser should follow it itself: another site, a file (`/blog/rss.xml`), the API or the
 * staff pages, a new tab or window (a modifier key, a middle click, `target`), a download, or a
 * jump within the page.
 */
export function staticLinkTarget(event: MouseEvent, location: Location): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>(`[${STATIC_PART_ATTRIBUTE}] a[href]`);
  if (!link || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href')!, location.href);
  if (url.origin !== location.origin) return null;
  if (!isPagePath(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) {
    return null;
  }
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Links inside static parts navigate within the app, as a `<Link>` would (they are plain links
 * until the page has hydrated, and whenever this is not mounted).
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const to = staticLinkTarget(event, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
