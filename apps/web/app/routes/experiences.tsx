import { featuredExperiences, formatUsd, parseUsd } from '@travel/catalog';
import { Container, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { i18n, registerEnglish } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
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

/** The cheapest featured experience, as the “from” price of the description. */
function lowestPrice() {
  const prices = featuredExperiences.map((experience) => parseUsd(experience.price) ?? Infinity);
  return formatUsd(Math.min(...prices));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('experiences:meta.title', { brand: site.brand }),
    description: i18n.t('experiences:meta.description', {
      brand: site.brand,
      price: lowestPrice(),
    }),
    path: '/experiences',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('experiences:breadcrumb'), path: '/experiences' },
      ]),
    ],
  });

export default function Experiences() {
  useTranslation('experiences');
  return (
    <>
      <ExperiencesHero />
      <Section aria-labelledby="experience-types-title">
        <Container>
          <ExperienceTypes level={2} />
        </Container>
      </Section>
      <Section aria-labelledby="featured-title" tone="sunken">
        <Container>
          <FeaturedExperiences level={2} />
        </Container>
      </Section>
      <Section aria-labelledby="teasers-title" padding="small">
        <Container>
          <PriceTeasers />
        </Container>
      </Section>
      <ExperiencesCta />
    </>
  );
}
