import type * as v from 'valibot';
import { GiftVoucherSchema } from '../schemas.ts';
import type { GiftVoucher } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof GiftVoucherSchema>[] = [
  {
    id: 'romantic',
    title: 'Romantic Getaway',
    icon: 'Heart',
    tone: 'accent',
    description:
      'For honeymoons, anniversaries or simply time together: a weekend in Napa or a week on the Amalfi Coast.',
    amounts: [500, 1000, 2500, 5000],
    features: [
      'Valid for 2 years from purchase',
      'Transferable to another couple',
      'Usable for any trip we plan',
      'Delivered as a printed card or an e-card',
    ],
  },
  {
    id: 'birthday',
    title: 'Birthday Adventure',
    icon: 'Cake',
    tone: 'violet',
    description:
      'Give an experience instead of a thing: a city break, a hot-air balloon ride or the start of a bucket-list trip.',
    amounts: [300, 750, 1500, 3000],
    features: [
      'A personal message printed on the card',
      'Combine several vouchers for a bigger trip',
      'A planning call with an advisor included',
      'Timed to arrive on the birthday',
    ],
  },
  {
    id: 'family',
    title: 'Family Experience',
    icon: 'Users',
    tone: 'success',
    description:
      'Help a family make memories together, from a national-park road trip to a week at a beach resort.',
    amounts: [1000, 2500, 5000, 10000],
    features: [
      'Covers flights, stays and activities',
      'Kid-friendly itineraries and hotels',
      'Shared by the whole family',
      'Great for graduations and reunions',
    ],
  },
  {
    id: 'corporate',
    title: 'Corporate Rewards',
    icon: 'Briefcase',
    tone: 'primary',
    description:
      'Reward top performers and loyal clients with travel they will talk about long after the bonus is spent.',
    amounts: [500, 1500, 3000, 7500],
    features: [
      'Volume pricing for ten or more vouchers',
      'Your company’s branding on the card',
      'One invoice for the whole order',
      'A dedicated account manager',
    ],
  },
];

/** The four gift voucher types of /services/all, each with four amounts in whole dollars. */
export const giftVouchers: readonly GiftVoucher[] = parseList(
  'gift-vouchers',
  checked ? GiftVoucherSchema : undefined,
  entries,
  {
    unique: ['id', 'title'],
  },
);
