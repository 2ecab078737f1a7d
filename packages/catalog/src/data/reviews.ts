import type * as v from 'valibot';
import { ReviewSchema } from '../schemas.ts';
import type { Review } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/reviews.json' with { type: 'json' };
import { agoText } from '../quantities.ts';
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof ReviewSchema>,
  TextFieldOf<'reviews', 'reviews'> | 'date'
>[] = [
  {
    id: 1,
    name: 'Sarah K.',
    rating: 5,
    age: { value: 2, unit: 'week' },
    verified: true,
    review:
      'My India e-visa had been refused once because of the photo. {{brand}} retook the photo with me, resubmitted, and I had my approval in three days. I wish I had called them first.',
  },
  {
    id: 2,
    name: 'Ahmed R.',
    rating: 5,
    age: { value: 1, unit: 'month' },
    verified: true,
    review:
      'Smooth from start to finish for my parents’ first Umrah. Their hotel was a short walk from the Haram, and wheelchair assistance was waiting for them at Jeddah airport.',
  },
  {
    id: 3,
    name: 'Jessica L.',
    rating: 5,
    age: { value: 3, unit: 'week' },
    verified: true,
    review:
      'One hour with an advisor turned our messy Portugal-and-Spain idea into a realistic two-week route, with trains instead of three internal flights. Calm, practical and very kind.',
  },
  {
    id: 4,
    name: 'Tom B.',
    rating: 4,
    age: { value: 2, unit: 'month' },
    verified: true,
    review:
      'They found us a cheaper fare to Lisbon than anything I saw online, with a better connection. The quote took a day longer than I hoped, but it was worth the wait.',
  },
  {
    id: 5,
    name: 'Carmen D.',
    rating: 5,
    age: { value: 1, unit: 'week' },
    verified: true,
    review:
      'Our fortieth-anniversary trip to Iceland in February was perfect. We saw the northern lights on three nights out of five, and the glacier hike was the highlight of the year.',
  },
  {
    id: 6,
    name: 'Brian W.',
    rating: 5,
    age: { value: 3, unit: 'day' },
    verified: true,
    review:
      'I gave my sister a Birthday Adventure voucher. She used it for a long weekend in Quebec City and came back raving about how easy the team made everything.',
  },
];

/** The six reviews of the home page, each with its Verified badge. */
export const reviews: readonly Review[] = parseList(
  'reviews',
  checked ? ReviewSchema : undefined,
  withText(
    'reviews.json: reviews',
    entries.map((entry) => ({ ...entry, date: agoText(entry.age) })),
    text.reviews,
    'id',
  ),
  {
    unique: ['id'],
  },
);
