import { ExperientialSection } from '../experiences/ExperientialSection.tsx';
import type { AllServicesCatalog } from './catalog.server.ts';
import { EventPlanningSection } from './EventPlanningSection.tsx';
import { GiftVouchersSection } from './GiftVouchersSection.tsx';
import { LanguageAssistanceSection } from './LanguageAssistanceSection.tsx';
import { MysteryTravelSection } from './MysteryTravelSection.tsx';

/**
 * /services/all after its hero. Static, as the hero (routes/services-all.tsx, lib/static-part.tsx):
 * prerendered and never hydrated, so none of this code reaches the browser.
 */
export function BelowTheFold({ catalog }: { catalog: AllServicesCatalog }) {
  return (
    <>
      <GiftVouchersSection vouchers={catalog.giftVouchers} />
      <MysteryTravelSection packages={catalog.mysteryPackages} />
      <EventPlanningSection events={catalog.eventTypes} />
      <LanguageAssistanceSection
        packs={catalog.languagePacks}
        bundles={catalog.languageBundles}
        maxDiscountPercent={catalog.languageBundleMaxDiscountPercent}
      />
      <ExperientialSection types={catalog.experienceTypes} featured={catalog.featuredExperiences} />
    </>
  );
}
