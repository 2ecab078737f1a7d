import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { prepareLanguage } from './i18n.ts';
import { holdUntilHydrated } from './lib/deferred.tsx';
import { stopEarlyClicks } from './lib/early-input.ts';
import { collectServedParts } from './lib/static-part.tsx';
import { intlKindsOf, warmIntl } from './lib/warm-intl.ts';

// A page prerendered in another language hydrates in it: its dictionaries load first, so the
// first render matches the HTML (React Router's default entry, plus this wait).
await prepareLanguage();
// ICU's start-up for the page's language, in tasks of its own rather than inside hydration, for
// the kinds of formatter the page's islands use (none on most pages: their text is prerendered).
const html = document.documentElement;
await warmIntl(html.lang || 'en', intlKindsOf(html.dataset.intl));

// From here React handles taps itself; root.tsx replays what came before (lib/early-input.ts).
stopEarlyClicks();
// The parts that hydrate later fetch their code once the rest has hydrated (lib/deferred.tsx).
holdUntilHydrated();
// The static parts as served, for one mounted afresh (lib/static-part.tsx).
if (import.meta.env.ISLANDS) collectServedParts();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
