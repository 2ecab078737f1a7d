import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageOfPath,
  localizedPath,
  type LanguageCode,
} from '@travel/i18n';
import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router';

/*
 * Links stay in the page's language (issue 26): every page exists at its English path under the
 * language's code (`/faq` in German is `/de/faq`). Components name the English path; these turn it
 * into the page's language, read from the current address. Only the language switcher and the
 * `x-default` alternates point elsewhere, on purpose.
 */

/**
 * Whether the optional language segment of a public route (`:lang?`, app/routes.ts) names no
 * language under its code: `/foo` matches the home page with `lang` "foo", `/en/faq` the FAQ
 * with "en" (English has no prefix). Such an address is not found.
 */
export function isUnknownLanguage(lang: string | undefined): boolean {
  return lang !== undefined && (lang === DEFAULT_LANGUAGE || !isLanguageCode(lang));
}

/** Whether `path` is an address of one of the site's pages (not the API, not a file, not another site). */
export function isPagePath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !/^\/(?:api|staff)(?:[/?#]|$)/.test(path)
  );
}

/** `path` in `language` when it is a page of the site, else as it is. */
export function localizedHref(path: string, language: LanguageCode): string {
  return isPagePath(path) ? localizedPath(path, language) : path;
}

function localizedTo(to: To, language: LanguageCode): To {
  if (typeof to === 'string') return localizedHref(to, language);
  return to.pathname === undefined ? to : { ...to, pathname: localizedHref(to.pathname, language) };
}

/** The language of the page being shown: its address's. */
export function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname);
}

/** Turns an English path of the site into this page's language: `/faq` → `/de/faq`. */
export function useLocalizedPath(): (path: string) => string {
  const language = usePageLanguage();
  return useCallback((path: string) => localizedHref(path, language), [language]);
}

/** React Router's `Link`, its `to` in the page's language. */
export function Link({ to, ...rest }: LinkProps) {
  return <RouterLink to={localizedTo(to, usePageLanguage())} {...rest} />;
}

/** React Router's `NavLink`, its `to` in the page's language. */
export function NavLink({ to, ...rest }: NavLinkProps) {
  return <RouterNavLink to={localizedTo(to, usePageLanguage())} {...rest} />;
}
