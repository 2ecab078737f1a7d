import { useTranslation } from 'react-i18next';
import { i18n, registerEnglish } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { servicesCatalog } from '../sections/services/catalog.server.ts';
import { InquirySection } from '../sections/services/InquirySection.tsx';
import { ProcessSection } from '../sections/services/ProcessSection.tsx';
import { ServicesHero } from '../sections/services/ServicesHero.tsx';
import { ServiceDetails } from '../sections/services/ServiceDetails.tsx';
import { TailorMadeSection } from '../sections/services/TailorMadeSection.tsx';
import { UmrahSection } from '../sections/services/UmrahSection.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/services';
import servicesStrings from '@travel/i18n/en/services.json';

// This page's strings, in place before it first renders (prerender and hydration alike).
registerEnglish({ services: servicesStrings });

/**
 * Runs at prerender: the services, the steps and the trip styles the sections show reach the
 * browser inside the page, so the catalog modules do not ship with its JavaScript
 * (sections/services/catalog.server.ts).
 */
export function loader() {
  return servicesCatalog();
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('services:meta.title', { brand: site.brand }),
    description: i18n.t('services:meta.description', { brand: site.brand }),
    path: '/services',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('services:breadcrumb.services'), path: '/services' },
      ]),
    ],
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, process, tripStyles } = loaderData;
  useTranslation('services');
  return (
    <>
      <ServicesHero />
      <ServiceDetails services={services} ids={['e-visa', 'consultation', 'airfare']} />
      <UmrahSection services={services} />
      <TailorMadeSection tripStyles={tripStyles} />
      <ProcessSection steps={process} />
      <InquirySection />
    </>
  );
}
