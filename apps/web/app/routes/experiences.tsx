import { Container, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { i18n, registerEnglish } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { experiencesCatalog } from '../sections/experiences/catalog.server.ts';
import { ExperienceTypes } from '../sections/experiences/ExperienceTypes.tsx';
import { ExperiencesCta } from '../sections/experiences/ExperiencesCta.tsx';
import { ExperiencesHero } from '../sections/experiences/ExperiencesHero.tsx';
import { FeaturedExperiences } from '../sections/experiences/FeaturedExperiences.tsx';
import { PriceTeasers } from '../sections/experiences/PriceTeasers.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/experiences';
import experiencesStrings from '@travel/i18n/en/experiences.json';

// This page's strings, in place before it first renders (prerender and hydration alike).
registerEnglish({ experiences: experiencesStrings });

/**
 * Runs at prerender: the kinds, the featured trips and the starting prices the sections show, and
 * the lowest price the description quotes, reach the browser inside the page, so the catalog
 * module does not ship with its JavaScript (sections/experiences/catalog.server.ts).
 */
export function loader() {
  return experiencesCatalog();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('experiences:meta.title', { brand: site.brand }),
    description: i18n.t('experiences:meta.description', {
      brand: site.brand,
      price: loaderData?.lowestPrice,
    }),
    path: '/experiences',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('experiences:breadcrumb'), path: '/experiences' },
      ]),
    ],
  });

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const { experienceTypes, featuredExperiences, experiencePriceTeasers } = loaderData;
  useTranslation('experiences');
  return (
    <>
      <ExperiencesHero types={experienceTypes} />
      <Section aria-labelledby="experience-types-title">
        <Container>
          <ExperienceTypes level={2} types={experienceTypes} />
        </Container>
      </Section>
      <Section aria-labelledby="featured-title" tone="sunken">
        <Container>
          <FeaturedExperiences
            level={2}
            experiences={featuredExperiences}
            types={experienceTypes}
          />
        </Container>
      </Section>
      <Section aria-labelledby="teasers-title" padding="small">
        <Container>
          <PriceTeasers teasers={experiencePriceTeasers} />
        </Container>
      </Section>
      <ExperiencesCta />
    </>
  );
}
