import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd, travelAgencyJsonLd } from '../lib/structured-data.ts';
import { contactCatalog } from '../sections/contact/catalog.server.ts';
import { WhyChoose } from '../sections/contact/ContactDetails.tsx';
import { ContactMain } from '../sections/contact/ContactMain.tsx';
import { OfficeMap } from '../sections/contact/OfficeMap.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { Hero, HeroArt } from '../components/Hero.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/contact';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its form prints budget bands,
// and a month as the travel dates' example once it runs.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ contact: () => import('@travel/i18n/en/contact.json') })),
  formats: ['number', 'date'],
};

/**
 * Runs at prerender: the trust claims reach the browser inside the page, so the catalog module
 * does not ship with its JavaScript (sections/contact/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return contactCatalog(catalogLanguage(request));
}

// What the visitor asked about is read from the query string in the page (useContactRequest):
// changing it reloads nothing.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('contact:meta.title', { brand: site.brand }),
    description: i18n.t('contact:meta.description', { brand: site.brand }),
    path: '/contact',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('contact:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('contact:meta.breadcrumb'), path: '/contact' },
      ]),
      travelAgencyJsonLd(),
    ],
  });

/** /contact (spec §2): the form with what the visitor asked about, the office, and its map. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  return (
    <>
      <StaticPart id="contact-hero">
        {!import.meta.env.ISLANDS && (
          <Hero
            id="contact-title"
            eyebrow={t('hero.eyebrow')}
            title={t('hero.title')}
            subtitle={t('hero.subtitle')}
            columns="1.3"
            wideGap
            media={<HeroArt variant="banner" scene="city" title={t('hero.sceneTitle')} />}
          />
        )}
      </StaticPart>
      <ContactMain>
        <StaticPart id="contact-why">
          {!import.meta.env.ISLANDS && <WhyChoose trustClaims={loaderData.trustClaims} />}
        </StaticPart>
      </ContactMain>
      {/* The map has nothing to do but its link. */}
      <StaticPart id="contact-map">{!import.meta.env.ISLANDS && <OfficeMap />}</StaticPart>
    </>
  );
}
