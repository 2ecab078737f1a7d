/**
 * What every Storybook of the workspace shares (this package's and the web app's): the theme
 * and locale toolbars, the decorators that apply them to the page as the site does, English
 * and the other languages through the caller's i18next instance, and accessibility violations
 * failing a story's test. A preview spreads `storybookPreview(i18n)` and adds its own
 * decorators and parameters. (Each preview writes `tags: ['autodocs']` itself: Storybook reads
 * project tags from the preview file's source, so they cannot come from here.)
 */
import type { Decorator, Loader, Parameters, Preview } from '@storybook/react-vite';
import {
  LANGUAGES,
  changeLanguage,
  directionOf,
  isLanguageCode,
  type LanguageCode,
} from '@travel/i18n';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DirectionProvider } from '../components/DirectionProvider/DirectionProvider.tsx';
import { applyTheme, type Theme } from '../theme-script/index.ts';
import './storybook.css.ts';

/** The toolbar's theme; anything else is light. */
export function themeOf(value: unknown): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The toolbar's language; anything else is English. */
export function localeOf(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'en';
}

/** Puts the theme class on <html>, exactly as the site's theme script does. */
export const withTheme: Decorator = (Story, { globals }) => {
  applyTheme(themeOf(globals.theme));
  return <Story />;
};

/**
 * Sets the page language and direction, so Arabic stories render right to left; the
 * DirectionProvider turns the arrow keys of Radix components around to match.
 */
export function withLocale(i18n: I18n): Decorator {
  return function LocaleDecorator(Story, { globals }) {
    const locale = localeOf(globals.locale);
    const dir = directionOf(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    return (
      <I18nextProvider i18n={i18n}>
        <DirectionProvider dir={dir}>
          <Story />
        </DirectionProvider>
      </I18nextProvider>
    );
  };
}

/** The toolbars: light or dark, and the site's languages by their native names. */
export const globalTypes = {
  theme: {
    description: 'Colour theme',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Language and text direction',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: LANGUAGES.map((language) => ({
        value: language.code,
        title: language.name,
        right: language.flag,
      })),
      dynamicTitle: true,
    },
  },
} satisfies Preview['globalTypes'];

/** What `storybookPreview` gives a preview to spread, and to extend. */
export interface SharedPreview {
  globalTypes: typeof globalTypes;
  initialGlobals: { theme: Theme; locale: LanguageCode };
  loaders: Loader[];
  decorators: Decorator[];
  parameters: Parameters;
}

/** The shared preview, translating through `i18n` (it should hold English already). */
export function storybookPreview(i18n: I18n): SharedPreview {
  return {
    globalTypes,
    initialGlobals: { theme: 'light', locale: 'en' },
    // Loaders finish before the story renders, so its first render is already translated.
    loaders: [
      async ({ globals }) => {
        await changeLanguage(i18n, localeOf(globals.locale));
        return {};
      },
    ],
    decorators: [withTheme, withLocale(i18n)],
    parameters: {
      controls: { expanded: true, matchers: { color: /(background|color)$/i } },
      a11y: {
        // Violations fail the story's test, in `pnpm test` and in Storybook's test panel.
        test: 'error',
      },
    },
  };
}
