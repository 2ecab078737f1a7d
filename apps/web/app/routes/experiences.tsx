import { useTranslation } from 'react-i18next';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { dollars } from '../lib/locale-format.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { experiencesCatalog } from '../sections/experiences/catalog.server.ts';
import { ExperiencesHero } from '../sections/experiences/ExperiencesHero.tsx';
import { BelowTheFold } from '../sections/experiences/BelowTheFold.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/experiences';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({
  experiences: () => import('@travel/i18n/en/experiences.json'),
});

/**
 * Runs at prerender: the kinds, the featured trips and the starting prices the sections show, and
 * the lowest price the description quotes, reach the browser inside the page, so the catalog
 * module does not ship with its JavaScript (sections/experiences/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = catalogLanguage(request);
  const catalog = experiencesCatalog(lang);
  // The price the description quotes, formatted here: the browser, which renders the
  // description too, then starts no ICU for it (lib/warm-intl.ts).
  return { ...catalog, lowestPrice: dollars(lang, catalog.lowestPriceUsd) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('experiences:meta.title', { brand: site.brand }),
    description: i18n.t('experiences:meta.description', {
      brand: site.brand,
      price: loaderData?.lowestPrice ?? '',
    }),
    path: '/experiences',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('experiences:breadcrumb'), path: '/experiences' },
      ]),
    ],
  });

/** The page is static (lib/static-part.tsx): prerendered, never hydrated, no code of its own. */
export default function Experiences({ loaderData }: Route.ComponentProps) {
  useTranslation('experiences');
  return (
    <StaticPart id="experiences">
      {!import.meta.env.ISLANDS && (
        <>
          <ExperiencesHero types={loaderData.experienceTypes} />
          <BelowTheFold catalog={loaderData} />
        </>
      )}
    </StaticPart>
  );
}
