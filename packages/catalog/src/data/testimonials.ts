import type * as v from 'valibot';
import { StatSchema, TestimonialSchema } from '../schemas.ts';
import type { Stat, Testimonial } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import { statistics } from './trust.ts';
import text from '../../content/i18n/en/testimonials.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof TestimonialSchema>,
  TextFieldOf<'testimonials', 'testimonials'>
>[] = [
  {
    id: 'okafor-santorini',
    name: 'Maya & Daniel Okafor',
    verified: true,
    testimonial:
      'We asked for Santorini without the crowds and that is exactly what we got. Our suite in Imerovigli looked over the whole caldera, and when our flight to Athens was cancelled we were rebooked before we reached the transfer desk.',
  },
  {
    id: 'marsh-kenya',
    name: 'Linda Marsh',
    verified: true,
    testimonial:
      'I had dreamed of a safari for thirty years and worried about every detail. The packing list for the small plane was spot on, our guide found a leopard on the second morning, and someone from the office checked in with me every other day.',
  },
  {
    id: 'abdi-umrah',
    name: 'Hassan Abdi',
    verified: true,
    testimonial:
      'They organized Umrah for twenty-two people from our mosque, including three grandparents who needed wheelchairs. Visas, hotels close to the Haram, the train to Madinah: everything was handled, so we could focus on worship.',
  },
  {
    id: 'nguyen-japan',
    name: 'The Nguyen Family',
    verified: true,
    testimonial:
      'Traveling with two teenagers and a grandmother is not easy, but the pace was just right. Sending our big suitcases ahead between hotels was a lifesaver, and the early start at Fushimi Inari meant we had the gates almost to ourselves.',
  },
  {
    id: 'thorsen-patagonia',
    name: 'Greg Thorsen',
    verified: true,
    testimonial:
      'Honest advice from the first call: they told me which days would be hard and how to train for them. The refugios were better than I expected, and the weather briefing every morning kept our group safe and smiling.',
  },
  {
    id: 'raman-tuscany',
    name: 'Priya Raman',
    verified: true,
    testimonial:
      'Our agriturismo felt like staying with family. Having a driver on tasting days was worth every penny, and the pici we learned to roll by hand is now a Sunday tradition at our house.',
  },
];

/** The six testimonials of the home page. */
export const testimonials: readonly Testimonial[] = parseList(
  'testimonials',
  checked ? TestimonialSchema : undefined,
  withText('testimonials.json: testimonials', entries, text.testimonials, 'id'),
  {
    unique: ['id'],
  },
);

/** The summary strip under the testimonials: 4.9/5, 1000+ happy travelers, 98% would recommend. */
export const testimonialStats: readonly Stat[] = parseList(
  'testimonials',
  checked ? StatSchema : undefined,
  withText(
    'testimonials.json: stats',
    [
      {
        id: 'rating',
        value: `${statistics.rating.average}/${statistics.rating.outOf}`,
      },
      { id: 'happy-travelers', value: statistics.happyTravelers },
      {
        id: 'would-recommend',
        value: `${statistics.wouldRecommendPercent}%`,
      },
    ],
    text.stats,
    'id',
  ),
);
