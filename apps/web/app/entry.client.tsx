import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { prepareLanguage } from './i18n.ts';
import { stopEarlyClicks } from './lib/early-input.ts';

// A page prerendered in another language hydrates in it: its dictionaries load first, so the
// first render matches the HTML (React Router's default entry, plus this wait).
await prepareLanguage();

// From here React handles taps itself; root.tsx replays what came before (lib/early-input.ts).
stopEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
