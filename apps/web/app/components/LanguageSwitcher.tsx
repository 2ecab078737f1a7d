import { LANGUAGES, languageOfPath, localizedPath } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { persistLanguage } from '../i18n.ts';
import { isUnknownLanguage } from '../lib/localized.tsx';
import { useHydrated } from '../lib/useHydrated.ts';
import * as styles from './LanguageSwitcher.css.ts';

/**
 * Whether the page shows a not-found design: the not-found page, an address no route matches or
 * whose language segment names no language (app/routes.ts), or a section's page for an unknown
 * slug (prerendered at the reserved `__not-found` slug — catalog slugs hold no `_` — and, at the
 * unknown address it answers, hydrated without data). The same answer when prerendering and
 * when hydrating, whatever address the server answered with it.
 */
function useNotFound(): boolean {
  const leaf = useMatches().at(-1);
  if (!leaf) return false;
  if (leaf.id === 'routes/not-found' || leaf.id === 'root') return true;
  if (isUnknownLanguage(leaf.params.lang)) return true;
  const slug = leaf.params.slug;
  return slug !== undefined && (slug.startsWith('__') || leaf.loaderData == null);
}

/**
 * The language choice (spec §4 Language): native names with flags, each a link to this page in
 * that language (issue 26), so it works before scripts run and crawlers see every version.
 * Once hydrated, a choice navigates client-side, keeping the query and hash, and is remembered
 * (only for LanguageSuggestion: what an address shows never depends on it).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  // Prerendering asks for `/de/faq/`; the page's address is `/de/faq`.
  const pathname = location.pathname.replace(/(.)\/+$/, '$1');
  const { search, hash } = location;
  // The prerendered page has no query or hash: they join the links once it has hydrated.
  const hydrated = useHydrated();
  // A not-found page offers each language's home page: there is no such page in any of them.
  const notFound = useNotFound();
  const here = notFound ? '/' : hydrated ? `${pathname}${search}${hash}` : pathname;
  const current = languageOfPath(pathname);
  const currentLanguage = LANGUAGES.find((language) => language.code === current)!;
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className={styles.root}>
      <summary className={styles.summary}>
        <VisuallyHidden>{`${t('language.label')}: `}</VisuallyHidden>
        <span aria-hidden="true">{currentLanguage.flag}</span>{' '}
        <span lang={current}>{currentLanguage.name}</span>
      </summary>
      <ul className={styles.list} aria-label={t('language.choose')}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <Link
              to={localizedPath(here, language.code)}
              lang={language.code}
              hrefLang={language.code}
              aria-current={language.code === current ? 'true' : undefined}
              className={styles.link}
              onClick={() => {
                persistLanguage(language.code);
                details.current?.removeAttribute('open');
              }}
            >
              <span aria-hidden="true">{language.flag}</span> {language.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
