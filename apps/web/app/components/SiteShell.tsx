import { directionOf, isLanguageCode } from '@travel/i18n';
import { DirectionProvider, useToasts } from '@travel/ui';
import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { hasEnglishFallback } from '../lib/catalog-fallback.tsx';
import { deferred } from '../lib/deferred.tsx';
import { useIdle } from '../lib/idle.ts';
import { useStaticLinks } from '../lib/static-part.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import * as styles from './SiteShell.css.ts';

const ShellToaster = lazy(() => import('./ShellToaster.tsx'));
/** The footer and the floating buttons: they hydrate after the rest (lib/deferred.tsx). */
const ShellEnd = deferred(() => import('./ShellEnd.tsx').then((module) => module.ShellEnd));

/** The id of the shell's last element. */
export const PAGE_END_ID = 'page-end';

/**
 * The toast region shows nothing until a toast is raised, so its code (Radix Toast) is not in
 * the page's critical JavaScript: it mounts once the browser is idle, or at the first toast.
 */
function DeferredToaster() {
  const [idle, setIdle] = useState(false);
  const raised = useToasts().length > 0;
  useIdle(() => setIdle(true));
  if (!idle && !raised) return null;
  return (
    <Suspense fallback={null}>
      <ShellToaster />
    </Suspense>
  );
}

/**
 * One line in the page's language when some of the catalog text it shows is the English
 * fallback (a language missing an entry or a field, issue 27); that text is marked
 * `lang="en" dir="ltr"` where it is shown.
 */
function FallbackNotice() {
  const { t } = useTranslation();
  const matches = useMatches();
  const untranslated = useMemo(
    () => matches.some((match) => hasEnglishFallback(match.loaderData)),
    [matches],
  );
  if (!untranslated) return null;
  return (
    <p className={styles.fallbackNotice} role="note" data-catalog-fallback="">
      {t('catalog.englishNotice')}
    </p>
  );
}

/**
 * What every page wears: skip link, sticky header, the page, footer and the floating widgets.
 * (No TooltipProvider here: the site shows no tooltip, and `Tooltip` provides its own.)
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Links in the page's static parts navigate within the app, as its other links do.
  useStaticLinks();
  const dir = isLanguageCode(i18n.language) ? directionOf(i18n.language) : 'ltr';
  return (
    <DirectionProvider dir={dir}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          {t('nav.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          <FallbackNotice />
          {children}
        </main>
        <ShellEnd />
        {/* The first paint waits for this (see the `expect` link in root.tsx); empty, it takes no room. */}
        <span id={PAGE_END_ID} />
      </div>
      <DeferredToaster />
    </DirectionProvider>
  );
}
