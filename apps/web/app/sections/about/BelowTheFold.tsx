import { AboutCta } from './AboutCta.tsx';
import { CertificationsSection } from './CertificationsSection.tsx';
import { CliaSection } from './CliaSection.tsx';
import { DifferentiatorsSection } from './DifferentiatorsSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StorySection } from './StorySection.tsx';

/**
 * /about after its hero. Static, as the hero (routes/about.tsx, lib/static-part.tsx):
 * prerendered and never hydrated, so none of this code reaches the browser.
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
