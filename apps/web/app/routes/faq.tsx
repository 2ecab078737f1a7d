import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { typingHistory, useQueryState, type QueryCodec } from '../lib/useQueryState.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { faqCatalog } from '../sections/faq/catalog.server.ts';
import { FaqBrowse } from '../sections/faq/FaqBrowse.tsx';
import { FaqHero } from '../sections/faq/FaqHero.tsx';
import { FaqResults } from '../sections/faq/FaqResults.tsx';
import { StillHaveQuestions } from '../sections/faq/StillHaveQuestions.tsx';
import { faqEntries, faqPageJsonLd, searchFaqs } from '../sections/faq/search.ts';
import { site } from '../site.ts';
import type { Route } from './+types/faq';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ faq: () => import('@travel/i18n/en/faq.json') });

/**
 * Runs at prerender: the questions reach the browser inside the page, so the catalog module does
 * not ship with its JavaScript (sections/faq/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return faqCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('faq:meta.title', { brand: site.brand }),
    description: i18n.t('faq:meta.description', { brand: site.brand }),
    path: '/faq',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('faq:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('faq:meta.breadcrumb'), path: '/faq' },
      ]),
      faqPageJsonLd(loaderData ? faqEntries(loaderData) : []),
    ],
  });

/** The search text, mirrored in `?q=` so a search can be shared and Back restores it. */
const searchCodec: QueryCodec<string> = {
  defaults: '',
  parse: (params) => params.get('q') ?? '',
  serialize: (text) => new URLSearchParams(text ? { q: text } : {}),
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('faq');
  const entries = useMemo(() => faqEntries(loaderData), [loaderData]);
  const [text, setSearch] = useQueryState(searchCodec);
  const setText = (next: string) => setSearch(next, typingHistory(text, next));
  const searching = text.trim() !== '';
  const results = useMemo(() => searchFaqs(text, entries), [text, entries]);
  // Keys of every open question (spec §4): `<categoryId>-<index>`, `dest-<g>-<i>`, `search-<i>`.
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // A result's key is its position, which means another question once the text changes.
  const [searched, setSearched] = useState(text);
  if (searched !== text) {
    setSearched(text);
    setOpenKeys((keys) => keys.filter((key) => !key.startsWith('search-')));
  }

  const onOpenChange = (open: string[], own: readonly string[]) =>
    setOpenKeys((keys) => [...keys.filter((key) => !own.includes(key)), ...open]);

  const status = !searching
    ? ''
    : results.length > 0
      ? t('results.summary', { count: results.length, query: text.trim() })
      : t('results.empty');

  return (
    <>
      <FaqHero query={text} onQueryChange={setText} status={status} />
      {searching ? (
        <FaqResults
          query={text}
          results={results}
          openKeys={openKeys}
          onOpenChange={onOpenChange}
          onClear={() => setText('')}
        />
      ) : (
        <FaqBrowse
          categories={loaderData.categories}
          destinationGroups={loaderData.destinationGroups}
          openKeys={openKeys}
          onOpenChange={onOpenChange}
        />
      )}
      <StillHaveQuestions />
    </>
  );
}
