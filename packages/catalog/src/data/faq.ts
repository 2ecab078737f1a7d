import type * as v from 'valibot';
import { DestinationFaqGroupSchema, FaqCategorySchema } from '../schemas.ts';
import type { DestinationFaqGroup, FaqCategory } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/faq.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const categoryEntries: WithoutText<
  v.InferInput<typeof FaqCategorySchema>,
  TextFieldOf<'faq', 'categories'>
>[] = [
  {
    id: 'general',
    icon: 'CircleHelp',
    faqs: [{}, {}, {}, {}, {}],
  },
  {
    id: 'planning',
    icon: 'ClipboardList',
    faqs: [{}, {}, {}, {}, {}],
  },
  {
    id: 'destinations',
    icon: 'Globe',
    faqs: [{}, {}, {}, {}],
  },
  {
    id: 'booking',
    icon: 'CreditCard',
    faqs: [{}, {}, {}, {}, {}],
  },
];

/** The four FAQ categories of /faq, in order. */
export const faqCategories: readonly FaqCategory[] = parseList(
  'faq',
  checked ? FaqCategorySchema : undefined,
  withText('faq.json: categories', categoryEntries, text.categories, 'id'),
  {
    unique: ['id', 'title'],
  },
);

const groupEntries: WithoutText<
  v.InferInput<typeof DestinationFaqGroupSchema>,
  TextFieldOf<'faq', 'destinationGroups'>
>[] = [
  {
    id: 'kenya-safari',
    faqs: [{}, {}, {}, {}],
  },
  {
    id: 'greece-islands',
    faqs: [{}, {}, {}, {}],
  },
];

/** The destination-specific questions of /faq, grouped by destination. */
export const destinationFaqGroups: readonly DestinationFaqGroup[] = parseList(
  'faq',
  checked ? DestinationFaqGroupSchema : undefined,
  withText('faq.json: destinationGroups', groupEntries, text.destinationGroups, 'id'),
  { unique: ['id', 'destination'] },
);
