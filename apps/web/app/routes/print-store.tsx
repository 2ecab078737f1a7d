import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { printStoreCatalog } from '../sections/print-store/catalog.server.ts';
import { DestinationPrints } from '../sections/print-store/DestinationPrints.tsx';
import { PrintCollections } from '../sections/print-store/PrintCollections.tsx';
import { PrintHero } from '../sections/print-store/PrintHero.tsx';
import { PrintProcess } from '../sections/print-store/PrintProcess.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/print-store';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ shop: () => import('@travel/i18n/en/shop.json') });

/**
 * Runs at prerender: the collections and prints reach the browser inside the page, so the
 * catalog modules do not ship with its JavaScript (sections/print-store/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return printStoreCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('shop:printStore.meta.title', { brand: site.brand }),
    description: i18n.t('shop:printStore.meta.description', { brand: site.brand }),
    path: '/print-store',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('shop:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('shop:printStore.meta.breadcrumb'), path: '/print-store' },
      ]),
    ],
  });

export default function PrintStore({ loaderData }: Route.ComponentProps) {
  const { collections, prints, freeShippingAmount, apparelCount } = loaderData;
  // The page is static (lib/static-part.tsx): prerendered, never hydrated.
  return (
    <StaticPart id="print-store">
      {!import.meta.env.ISLANDS && (
        <>
          <PrintHero />
          <PrintCollections collections={collections} />
          <DestinationPrints prints={prints} />
          <PrintProcess freeShippingAmount={freeShippingAmount} apparelCount={apparelCount} />
        </>
      )}
    </StaticPart>
  );
}
