/** localStorage key of the visitor's theme choice (spec §4 Theme). */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'light' | 'dark';

/**
 * Runs in <head> before first paint: the stored choice if it is light or dark, else the
 * system preference, else light; the result goes on <html> as a class. It also adds `js`, so
 * styles can hide controls that need JavaScript from visitors without it. Kept as a string so
 * the server can hash exactly these bytes into its Content-Security-Policy.
 */
export const themeScript = `(function(){document.documentElement.classList.add("js");try{var k=${JSON.stringify(THEME_STORAGE_KEY)},s=localStorage.getItem(k),t=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t);r.style.colorScheme=t}catch(e){}})()`;

/** The theme currently applied to the page root. */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies a theme to the page root and remembers it (spec §4 Theme). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the page still switches.
  }
}

/** The theme a page starts in, as `themeScript` chooses it: the stored choice, else the system's. */
export function initialTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
    return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Does again what `themeScript` did before the first paint (`js`, the theme class, the colour
 * scheme), for a root whose attributes were cleared: React clears `<html>`'s attributes when it
 * mounts it anew, as when an error boundary at the root replaces the page after hydration.
 */
export function restoreTheme(root: HTMLElement = document.documentElement): void {
  const theme = initialTheme();
  root.classList.add('js');
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
