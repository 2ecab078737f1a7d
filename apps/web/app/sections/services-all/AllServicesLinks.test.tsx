import {
  eventTypes,
  experienceTypes,
  featuredExperiences,
  giftVouchers,
  languageBundles,
  languagePacks,
  mysteryPackages,
} from '@travel/catalog';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ExperientialSection } from '../experiences/ExperientialSection.tsx';
import { allServicesCatalog } from './catalog.server.ts';
import { EventPlanningSection } from './EventPlanningSection.tsx';
import { GiftVouchersSection } from './GiftVouchersSection.tsx';
import { LanguageAssistanceSection } from './LanguageAssistanceSection.tsx';
import { MysteryTravelSection } from './MysteryTravelSection.tsx';

/** What the /services/all route's loader gives its sections at prerender. */
const catalog = allServicesCatalog();

function renderSection(element: React.ReactElement) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** The query of every /contact link in the rendered section, in document order. */
function contactQueries(): Record<string, string>[] {
  return screen
    .getAllByRole('link')
    .map((link) => new URL(link.getAttribute('href') ?? '', 'https://example.org'))
    .filter((url) => url.pathname === '/contact')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('/services/all contact links', () => {
  it('offers each voucher type in its four amounts and a custom amount, plus the info link', () => {
    renderSection(<GiftVouchersSection vouchers={catalog.giftVouchers} />);
    const expected = giftVouchers.flatMap((voucher) => [
      ...voucher.amounts.map((amount) => ({
        service: 'gift-voucher',
        type: voucher.id,
        amount: String(amount),
      })),
      { service: 'gift-voucher', type: voucher.id, amount: 'custom' },
    ]);
    expect(giftVouchers).toHaveLength(4);
    expect(contactQueries()).toEqual([...expected, { service: 'gift-voucher-info' }]);
    // Each amount names its voucher for screen readers: "$500 Romantic Getaway voucher".
    const romantic = screen.getByRole('list', { name: 'Amounts for the Romantic Getaway voucher' });
    expect(
      within(romantic).getByRole('link', { name: '$2,500 Romantic Getaway voucher' }),
    ).toHaveAttribute('href', '/contact?service=gift-voucher&type=romantic&amount=2500');
  });

  it('links the three mystery packages and the info page', () => {
    renderSection(<MysteryTravelSection packages={catalog.mysteryPackages} />);
    expect(contactQueries()).toEqual([
      ...mysteryPackages.map((item) => ({ service: 'mystery-travel', package: item.id })),
      { service: 'mystery-travel-info' },
    ]);
    // The catalog's `$299-599`, as a range of the page's language (`$299 – $599`).
    expect(screen.getByText(/^\$299\s–\s\$599$/)).toBeInTheDocument();
    expect(screen.getByText('48 hours before departure')).toBeInTheDocument();
  });

  it('links every event type and the consultation', () => {
    renderSection(<EventPlanningSection events={catalog.eventTypes} />);
    expect(contactQueries()).toEqual([
      ...eventTypes.map((event) => ({ service: 'event-planning', type: event.id })),
      { service: 'event-planning-consultation' },
    ]);
  });

  it('links six packs by language, three bundles by package, and the info page', () => {
    renderSection(
      <LanguageAssistanceSection
        packs={catalog.languagePacks}
        bundles={catalog.languageBundles}
        maxDiscountPercent={catalog.languageBundleMaxDiscountPercent}
      />,
    );
    expect(contactQueries()).toEqual([
      ...languagePacks.map((pack) => ({ service: 'language-assistance', language: pack.id })),
      ...languageBundles.map((bundle) => ({ service: 'language-bundle', package: bundle.id })),
      { service: 'language-assistance-info' },
    ]);
    expect(screen.getAllByText('Popular')).toHaveLength(3);
    expect(screen.getByText('Save up to 40% with a bundle')).toBeInTheDocument();
    expect(screen.getAllByText('Save $47')).toHaveLength(2);
  });

  it('links the experience types, the featured experiences and a custom request', () => {
    renderSection(
      <ExperientialSection
        types={catalog.experienceTypes}
        featured={catalog.featuredExperiences}
      />,
    );
    expect(contactQueries()).toEqual([
      ...experienceTypes.map((type) => ({ service: 'experiential-travel', type: type.id })),
      ...featuredExperiences.map((experience) => ({
        service: 'featured-experience',
        experience: experience.id,
      })),
      { service: 'custom-experiential-travel' },
    ]);
  });
});
