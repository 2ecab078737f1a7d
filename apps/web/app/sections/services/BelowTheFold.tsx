import type { ServicesCatalog } from './catalog.server.ts';
import { InquirySection } from './InquirySection.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { ServiceDetails } from './ServiceDetails.tsx';
import { TailorMadeSection } from './TailorMadeSection.tsx';
import { UmrahSection } from './UmrahSection.tsx';

/**
 * /services after its hero: below the fold on every screen, so it hydrates after the hero and
 * the shell, from code of its own (routes/services.tsx, lib/deferred.tsx).
 */
export function BelowTheFold({ catalog }: { catalog: ServicesCatalog }) {
  const { services, process, tripStyles } = catalog;
  return (
    <>
      <ServiceDetails services={services} ids={['e-visa', 'consultation', 'airfare']} />
      <UmrahSection services={services} />
      <TailorMadeSection tripStyles={tripStyles} />
      <ProcessSection steps={process} />
      <InquirySection />
    </>
  );
}
