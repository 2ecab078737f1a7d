import { AboutCta } from './AboutCta.tsx';
import { CertificationsSection } from './CertificationsSection.tsx';
import { CliaSection } from './CliaSection.tsx';
import { DifferentiatorsSection } from './DifferentiatorsSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StorySection } from './StorySection.tsx';

/**
 * /about after its hero: below the fold on every screen, so it hydrates after the hero and the
 * shell, from code of its own (routes/about.tsx, lib/deferred.tsx).
 */
export function BelowTheFold() {
  return (
    <>
      <DifferentiatorsSection />
      <CliaSection />
      <StorySection />
      <StatsSection />
      <CertificationsSection />
      <AboutCta />
    </>
  );
}
