import type * as v from 'valibot';
import { DestinationFaqGroupSchema, FaqCategorySchema } from '../schemas.ts';
import type { DestinationFaqGroup, FaqCategory } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const categoryEntries: v.InferInput<typeof FaqCategorySchema>[] = [
  {
    id: 'general',
    title: 'General Questions',
    icon: 'CircleHelp',
    faqs: [
      {
        question: 'Where are you based?',
        // The legal pages name a company in Alaska and the rest of the site a Minneapolis office;
        // both are true, and this answer says so once.
        answer:
          'Our team works from an office in downtown {{city}}, where you are welcome to visit during office hours: {{hours}}. Our company, {{legalName}}, is registered in {{legalState}}, and we plan trips for travelers across the United States by phone and video.',
      },
      {
        question: 'How long have you been in business?',
        answer:
          'We have been planning trips since {{foundedYear}}: {{yearsInBusiness}} years, 1000+ happy travelers and journeys to 75+ countries. Our advisors have traveled most of the places we sell, and we tell you honestly when somewhere is not right for you.',
      },
      {
        question: 'Are you accredited?',
        answer:
          'Yes. We are ARC and IATA accredited, members of ASTA, a CLIA Premier Agency, state licensed, bonded and insured with $1M professional liability insurance, and rated A+ by the Better Business Bureau.',
      },
      {
        question: 'What help do I get while I am traveling?',
        answer:
          'Our support line is open 24/7 while you travel. If a flight is cancelled, a transfer does not show up or you fall ill, call or message us and we sort it out while you get on with your trip.',
      },
      {
        question: 'How quickly will you reply to my inquiry?',
        answer:
          'Within 24 hours, and usually much sooner during office hours. Every inquiry is answered by a travel expert, never by an automated reply.',
      },
    ],
  },
  {
    id: 'planning',
    title: 'Trip Planning',
    icon: 'ClipboardList',
    faqs: [
      {
        question: 'How far in advance should I book?',
        answer:
          'For international trips, 2-3 months ahead is usually enough. For peak seasons, such as summer in Europe, cherry-blossom season in Japan, the Great Migration in Kenya, the winter holidays and spring break, book 4-6 months ahead so the best hotels and flight times are still available.',
      },
      {
        question: 'What budget should I plan for?',
        answer:
          'Our trips start at around $2,000 per person for a week in Mexico, the Caribbean or a European city, including flights from {{city}}. Most safaris, Japan tours and honeymoons fall between $4,000 and $8,000 per person, and private luxury journeys run to $15,000+. Tell us your number and we design around it.',
      },
      {
        question: 'Do you offer group rates?',
        answer:
          'Yes. Group rates apply for 6 or more travelers booking the same trip, whether a family reunion, a group of friends, a church or mosque group, or a company retreat. Larger groups also get a single point of contact and one shared itinerary.',
      },
      {
        question: 'Do I need travel insurance?',
        answer:
          'We strongly recommend it for every international trip. Choose a policy that covers trip cancellation and medical evacuation: most US health plans pay little or nothing abroad, and an air ambulance home can cost tens of thousands of dollars.',
      },
      {
        question: 'Can you help with passports and visas?',
        answer:
          'Yes. Many countries require your passport to be valid for six months after you arrive, so check the date now and renew early if needed. We handle e-visas and travel authorizations for you and tell you exactly which documents each country asks for.',
      },
    ],
  },
  {
    id: 'destinations',
    title: 'Destinations',
    icon: 'Globe',
    faqs: [
      {
        question: 'Which destinations do you know best?',
        answer:
          'Our most-booked trips are safaris in Kenya, Greek island honeymoons, Japan, Tuscany, Dubai and Patagonia, along with Umrah journeys to Makkah and Madinah. We plan trips to 75+ countries, so ask even if your dream trip is not on our website.',
      },
      {
        question: 'When is the best time to visit Europe?',
        answer:
          'May to June and September to October: the weather is warm, the days are long and the crowds are thinner than in July and August. Prices are often lower too, especially for hotels in Italy, Greece and Spain.',
      },
      {
        question: 'Do you plan trips within the United States?',
        answer:
          'Yes: national park road trips, Hawaii, Alaska cruises, New York weekends and ski trips to Colorado. Domestic trips often need less lead time, but the lodges inside popular national parks fill up a year ahead.',
      },
      {
        question: 'How do you decide whether a destination is safe?',
        answer:
          'We follow the State Department’s travel advisories and hear from our local partners every week. We enroll you in the Smart Traveler Enrollment Program and will always tell you if we would not send our own family somewhere right now.',
      },
    ],
  },
  {
    id: 'booking',
    title: 'Booking & Payment',
    icon: 'CreditCard',
    faqs: [
      {
        question: 'How do I book a trip?',
        answer:
          'Send us an inquiry, fill in the flight request form or call the office. A travel expert contacts you within 24 hours, and once you approve the personalized quote we take payment and confirm everything. Nothing is charged on the website itself.',
      },
      {
        question: 'What payment methods do you accept?',
        answer:
          'All major credit and debit cards (Visa, Mastercard, American Express and Discover), bank transfer and PayPal.',
      },
      {
        question: 'Do I have to pay everything up front?',
        answer:
          'Usually not. Most trips are confirmed with a deposit and the balance is due closer to departure; the exact amounts and dates depend on the airlines and hotels and are written on your quote before you pay anything.',
      },
      {
        question: 'What if I need to cancel or change my trip?',
        answer:
          'Call us first: we often find options you would not. Cancellation terms depend on each supplier and are explained in writing before you book, which is one more reason we recommend travel insurance with cancellation cover.',
      },
      {
        question: 'Do you offer a best price guarantee?',
        answer:
          'Yes. If you find the same trip, with the same flights, hotels and inclusions, for less elsewhere, show us and we will match or beat the price.',
      },
    ],
  },
];

/** The four FAQ categories of /faq, in order. */
export const faqCategories: readonly FaqCategory[] = parseList(
  'faq',
  checked ? FaqCategorySchema : undefined,
  categoryEntries,
  {
    unique: ['id', 'title'],
  },
);

const groupEntries: v.InferInput<typeof DestinationFaqGroupSchema>[] = [
  {
    id: 'kenya-safari',
    destination: 'Kenya Safari',
    faqs: [
      {
        question: 'When is the Great Migration in the Masai Mara?',
        answer:
          'The herds usually reach the Mara in July and stay until October, with the dramatic Mara River crossings most likely in August and September. January and February are a quieter, drier alternative with excellent predator sightings.',
      },
      {
        question: 'Do I need a visa for Kenya?',
        answer:
          'US citizens need an Electronic Travel Authorization (ETA), applied for online before departure. We submit it for you and check that your passport has at least six months of validity and two blank pages.',
      },
      {
        question: 'Which vaccinations do I need for Kenya?',
        answer:
          'The CDC recommends yellow fever vaccination for most travelers to Kenya, and malaria tablets for the Mara. See a travel clinic 4 to 6 weeks before you leave and bring your vaccination card.',
      },
      {
        question: 'What should I pack for a safari?',
        answer:
          'Neutral-colored layers (mornings are chilly, afternoons warm), a warm fleece, a hat, sunscreen and binoculars, all in a soft bag of no more than 15 kg (33 lb) for the small planes. Most camps offer laundry, so you need less than you think.',
      },
    ],
  },
  {
    id: 'greece-islands',
    destination: 'Greece Islands',
    faqs: [
      {
        question: 'Which Greek islands are best for a first visit?',
        answer:
          'Santorini for the views, Naxos for beaches and village life, Milos for its coves and boat trips, and Crete for food, history and variety. Two or three islands in a week or ten days is a comfortable pace.',
      },
      {
        question: 'How do I get between the islands?',
        answer:
          'By ferry: high-speed boats are quicker, conventional ferries steadier in the wind. Summer ferries sell out, so we book your seats with your hotels and allow a buffer day before your flight home.',
      },
      {
        question: 'When is the best time to visit the Greek islands?',
        answer:
          'Late May to June and September to early October. July and August are hot and crowded, and the strong meltemi wind can make crossings rough.',
      },
      {
        question: 'Do I need a visa for Greece?',
        answer:
          'US citizens can visit Greece and the rest of the Schengen area without a visa for up to 90 days in any 180. Your passport must be valid for at least three months after you leave, and we will tell you when the EU’s new travel authorization begins to apply.',
      },
    ],
  },
];

/** The destination-specific questions of /faq, grouped by destination. */
export const destinationFaqGroups: readonly DestinationFaqGroup[] = parseList(
  'faq',
  checked ? DestinationFaqGroupSchema : undefined,
  groupEntries,
  { unique: ['id', 'destination'] },
);
