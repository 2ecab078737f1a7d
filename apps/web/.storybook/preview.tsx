import type { Decorator, Preview } from '@storybook/react-vite';
import { en } from '@travel/i18n';
// Importing the design system loads its global styles and both themes, as app/root.tsx does.
import { breakpoints } from '@travel/ui';
// The themes and base element styles, as the site's root route imports them.
import '@travel/ui/styles';
import { storybookPreview } from '@travel/ui/storybook';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { i18n, registerEnglish } from '../app/i18n.ts';

// Code the site fetches on demand (the menu and chat panels, the quiz's results) is compiled by
// the dev server at its first use in a run: on a loaded two-core CI machine that took more than
// testing-library's default second. Queries that find at once are not slowed.
configure({ asyncUtilTimeout: 5000 });

// The app's own i18next instance, as its components and LanguageSwitcher use it. Sections are
// shown outside their routes, so every English namespace is registered up front (as in
// test/setup.ts) rather than by each route module.
registerEnglish(en);

// As the theme script does on the site: stories show the page as it is with JavaScript running,
// so controls that need it (search boxes, filter chips) show and the no-JavaScript note hides.
document.documentElement.classList.add('js');

const StoryElement = createContext<ReactNode>(null);

function StoryRoute() {
  return useContext(StoryElement);
}

/**
 * The story inside a React Router stub: a memory router (at `url`) with the framework context
 * that `<Link prefetch>` needs, so links, NavLink states and the query-string hooks work. The
 * story reaches its route through context, so it re-renders as args change.
 */
function StoryRouter({ url, children }: { url: string; children: ReactNode }) {
  const [Stub] = useState(() => createRoutesStub([{ path: '*', Component: StoryRoute }]));
  return (
    <StoryElement.Provider value={children}>
      <Stub initialEntries={[url]} />
    </StoryElement.Provider>
  );
}

/** `parameters.router.url`: the address the story is shown at (default `/`). */
const withRouter: Decorator = (Story, { id, parameters }) => (
  <StoryRouter key={id} url={(parameters.router as { url?: string } | undefined)?.url ?? '/'}>
    <Story />
  </StoryRouter>
);

const shared = storybookPreview(i18n);

const preview: Preview = {
  ...shared,
  tags: ['autodocs'],
  decorators: [...shared.decorators, withRouter],
  parameters: {
    ...shared.parameters,
    // Sections are full-width bands of a page.
    layout: 'fullscreen',
    viewport: {
      // Storybook's phone and tablet sizes, plus the width from which the header shows its
      // full navigation (`breakpoints.wide`). Tests run at 1200 × 900 unless a story picks one
      // with `globals: { viewport: { value: 'wide' } }`.
      options: {
        ...MINIMAL_VIEWPORTS,
        wide: {
          name: 'Wide desktop',
          styles: { width: `${breakpoints.wide}px`, height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
