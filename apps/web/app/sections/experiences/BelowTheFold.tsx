import { Container, Section } from '@travel/ui';
import type { ExperiencesCatalog } from './catalog.server.ts';
import { ExperienceTypes } from './ExperienceTypes.tsx';
import { ExperiencesCta } from './ExperiencesCta.tsx';
import { FeaturedExperiences } from './FeaturedExperiences.tsx';
import { PriceTeasers } from './PriceTeasers.tsx';

/**
 * /experiences after its hero. Static, as the hero (routes/experiences.tsx, lib/static-part.tsx):
 * prerendered and never hydrated, so none of this code reaches the browser.
 */
export function BelowTheFold({ catalog }: { catalog: ExperiencesCatalog }) {
  const { experienceTypes, featuredExperiences, experiencePriceTeasers } = catalog;
  return (
    <>
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
