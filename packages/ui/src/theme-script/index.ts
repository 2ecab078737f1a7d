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
