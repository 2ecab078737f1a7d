import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, restoreTheme, themeScript } from './index.ts';

/** What a page root carries of the theme: its classes and colour scheme. */
const state = (root: HTMLElement) => ({
  classes: [...root.classList].sort(),
  colorScheme: root.style.colorScheme,
});

function systemPrefers(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
});

describe('restoreTheme', () => {
  for (const stored of ['dark', 'light', null, 'purple']) {
    for (const dark of [true, false]) {
      it(`puts back what the head script set (stored ${stored}, system ${dark ? 'dark' : 'light'})`, () => {
        systemPrefers(dark);
        if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
        const root = document.documentElement;
        // The head script's own bytes, as the page runs them.
        new Function(themeScript)();
        const fromScript = state(root);
        expect(fromScript.classes).toContain('js');

        // React mounting <html> anew clears its attributes.
        root.removeAttribute('class');
        root.removeAttribute('style');
        restoreTheme(root);
        expect(state(root)).toEqual(fromScript);
      });
    }
  }
});
