import { directionOf, languageOfPath } from '@travel/i18n';
import { SceneFilesContext } from '@travel/illustrations';
import '@travel/ui/styles';
import './styles/static-part-styles.ts';
import { restoreTheme, themeScript } from '@travel/ui/theme-script';
import { Suspense, lazy, use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useParams,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage.tsx';
import { pageHydrated, whenDeferredHydrated } from './lib/deferred.tsx';
import { earlyInputScript, useReplayEarlyInput } from './lib/early-input.ts';
import { NotFound } from './components/NotFound.tsx';
import { PAGE_END_ID, SiteShell } from './components/SiteShell.tsx';
import {
  PAGE_DICTIONARY_ID,
  type PageStringsHandle,
  i18n,
  hasNamespaces,
  pageDictionaryText,
  switchLanguage,
} from './i18n.ts';
import { useIdle } from './lib/idle.ts';
import { fetchStaticParts, type StaticPartsData } from './lib/static-part.tsx';
import { isUnknownLanguage } from './lib/localized.tsx';
import { useHydrated } from './lib/useHydrated.ts';
import type { IntlHandle } from './lib/warm-intl.ts';
import sceneFiles from 'virtual:travel/scene-files';

/**
 * An address whose first segment names no language (`/foo`, `/foo/destinations`, `/en/faq`:
 * see app/routes.ts) is not found, before any loader runs: when prerendering, and in the
 * browser, where a navigation to it then fetches nothing and the hydration of the not-found
 * page the server answers it with ends at the ErrorBoundary below.
 */
function notFoundWithoutLanguage({ params }: { params: { lang?: string } }) {
  if (isUnknownLanguage(params.lang)) throw data(null, { status: 404 });
}
export const middleware: Route.MiddlewareFunction[] = [notFoundWithoutLanguage];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [notFoundWithoutLanguage];

/** The agency's pages (/staff, /staff/…): their own layout, none of the public shell. */
const isStaffPath = (pathname: string) => /^\/staff(?:\/|$)/.test(pathname);

/**
 * Data of its own for the root, so that its `clientLoader` runs on client-side navigations only:
 * the page being hydrated shows its static parts as prerendered.
 */
export function loader(): null {
  return null;
}

/**
 * A client-side navigation shows the new page's static parts as its prerendered document has
 * them (lib/static-part.tsx), fetched beside the route's data. The staff pages have none.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<StaticPartsData> {
  const url = new URL(request.url);
  // The development server renders every part as a component.
  if (!import.meta.env.ISLANDS || isStaffPath(url.pathname)) return { staticParts: {} };
  return { staticParts: await fetchStaticParts(url, request.signal) };
}

/** Another page's parts when the path changes; a new query string (a filter) keeps them. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** Whether the address's language segment names no language (`isUnknownLanguage`). */
const useUnknownLanguage = () => isUnknownLanguage(useParams().lang);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** A suggestion to read the page in the visitor's language: code fetched when the browser is idle. */
const LanguageSuggestion = lazy(() =>
  import('./components/LanguageSuggestion.tsx').then((module) => ({
    default: module.LanguageSuggestion,
  })),
);

/**
 * The language of the page: its address's (`/de/…` is German, issue 26), whatever the visitor
 * chose before. In the browser, a navigation to another language's page, or to a page whose
 * namespaces its language has not loaded yet (a page carries only its own), waits (suspends, in
 * React Router's transition) until that language's dictionaries are loaded, so the new page
 * renders in it at once; the first render has them already (`prepareLanguage`).
 */
function useAddressLanguage() {
  const code = languageOfPath(useLocation().pathname);
  const namespaces = usePageNamespaces();
  if (!!import.meta.env.ISLANDS && (i18n.language !== code || !hasNamespaces(code, namespaces)))
    use(switchLanguage(code));
  return code;
}

export function Layout({ children }: { children: ReactNode }) {
  // The language this page is prerendered (and hydrated) in: its address's.
  const language = languageOfPath(useLocation().pathname);
  // At an unknown language's address the page is the not-found page, which has no meta of its
  // own (it names its title), whichever page the address matched.
  const unknownLanguage = useUnknownLanguage();
  useReplayEarlyInput();
  // React clears <html>'s attributes when it mounts it anew: the theme script's work goes back
  // before that paint (the not-found page at an unknown language's address, an error at the
  // root after hydration).
  useLayoutEffect(() => restoreTheme(), []);
  const dictionary = pageDictionaryText(language, usePageNamespaces());
  const formats = usePageFormats();
  return (
    // The theme script sets a class on <html> before React hydrates.
    <html
      lang={language}
      dir={directionOf(language)}
      data-intl={formats.join(' ') || undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Before any stylesheet or paint: no flash of the wrong theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* What the visitor types and taps before hydration, replayed once it is done. */}
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
        {/* No first paint of a half-parsed page: when the parser stopped inside the header
            (after the language menu, before the call to action) or a hero (before its picture),
            what was painted moved as the rest arrived (desktop CLS, a load in ten). The HTML
            is small and arrives before the stylesheet that gates the first paint anyway on a
            slow phone (Lighthouse's simulated mobile paint is unchanged); on a fast line the
            wait is the time it takes to parse it. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        {!unknownLanguage && <Meta />}
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <SceneFilesContext value={sceneFiles}>{children}</SceneFilesContext>
        </I18nextProvider>
        <ScrollRestoration />
        {/* The page's strings in its language, as data the scripts read when they start (app/i18n.ts). */}
        {dictionary !== null && (
          <script
            id={PAGE_DICTIONARY_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: dictionary }}
          />
        )}
        <Scripts />
      </body>
    </html>
  );
}

/** What the islands of the page's routes format as they start (their `handle`, lib/warm-intl.ts). */
function usePageFormats() {
  return [...new Set(useHandleLists('formats'))];
}

/** The namespaces of the page's routes (their `handle`, `pageStrings` in i18n.ts). */
function usePageNamespaces() {
  return useHandleLists('strings');
}

/** The lists a page's routes name in their `handle`, under one key, in route order. */
type ListHandle = Partial<PageStringsHandle & IntlHandle>;
function useHandleLists<K extends keyof ListHandle>(key: K): NonNullable<ListHandle[K]>[number][] {
  return useMatches().flatMap((match) => (match.handle as ListHandle | undefined)?.[key] ?? []);
}

/**
 * Runs once the page has hydrated: it marks
 * `<html data-hydrated>` so browser tests (and anything else) can tell the page's controls are
 * live rather than inert prerendered HTML: it waits for `useHydrated`'s switch, which every
 * component makes in one commit, so the mark also means that switch has landed. A leaf of its
 * own, so that the switch re-renders nothing else.
 */
function AfterHydration() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    // The moment `pnpm bench pages` takes as interactive (its JavaScript budget, issue 17).
    performance.mark('hydrated');
    // Then the parts that hydrate later fetch their code (lib/deferred.tsx); the page is all
    // live once they have hydrated too.
    pageHydrated();
    let current = true;
    void whenDeferredHydrated().then(() => {
      if (!current) return;
      document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      current = false;
    };
  }, [hydrated]);
  return null;
}

/**
 * The suggestion (never shown before hydration), once the browser is idle: outside `<main>`, a
 * landmark of its own, so the page's content is the same for every visitor.
 */
function DeferredLanguageSuggestion() {
  const [idle, setIdle] = useState(false);
  useIdle(() => setIdle(true));
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}

export default function App() {
  // No public header, footer, chat or widgets on a page that shows visitors' personal data;
  // the staff routes bring their own layout (routes/staff-layout.tsx).
  const { pathname } = useLocation();
  useAddressLanguage();
  const unknownLanguage = useUnknownLanguage();
  if (isStaffPath(pathname)) {
    return (
      <>
        <Outlet />
        <AfterHydration />
      </>
    );
  }
  return (
    <>
      <SiteShell>
        {/* A page without data (`/foo/about`) hydrates as the not-found page it was served as. */}
        {unknownLanguage ? <NotFound /> : <Outlet />}
        <AfterHydration />
      </SiteShell>
      <DeferredLanguageSuggestion />
    </>
  );
}

/**
 * Shown while a page's data loads at hydration. That happens only at an address the server
 * answered with the not-found page: an unknown language's (`/foo/destinations`), which shows
 * that page until the middleware's 404 reaches the ErrorBoundary. The staff pages' shell (React
 * Router's SPA fallback, rendered at `/`) stays empty while their code loads.
 */
export function HydrateFallback() {
  const unknownLanguage = useUnknownLanguage();
  const { pathname } = useLocation();
  useAddressLanguage();
  if (!unknownLanguage || isStaffPath(pathname)) return null;
  return (
    <SiteShell>
      <NotFound />
      <AfterHydration />
    </SiteShell>
  );
}

/**
 * Unknown addresses end here: one no route matches (`/de/a/b`), an unknown language's, a slug
 * the catalog lacks; this renders the same not-found design inside the shell.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // In the address's language, as the page it replaces (reached from a page in another one).
  useAddressLanguage();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      {notFound ? <NotFound /> : <ErrorPage error={error} />}
      <AfterHydration />
    </SiteShell>
  );
}
