import type { ServicesCatalog } from './catalog.server.ts';
import { ProcessSection } from './ProcessSection.tsx';
import { ServiceDetails } from './ServiceDetails.tsx';
import { TailorMadeSection } from './TailorMadeSection.tsx';
import { UmrahSection } from './UmrahSection.tsx';

/**
 * /services after its hero. Static, as the hero (routes/services.tsx, lib/static-part.tsx):
 * prerendered and never hydrated, so none of this code reaches the browser.
 */
export function BelowTheFold({ catalog }: { catalog: ServicesCatalog }) {
  const { services, process, tripStyles } = catalog;
  return (
    <>
      <ServiceDetails services={services} ids={['e-visa', 'consultation', 'airfare']} />
      <UmrahSection services={services} />
      <TailorMadeSection tripStyles={tripStyles} />
      <ProcessSection steps={process} />
    </>
  );
}
