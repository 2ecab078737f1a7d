import type * as v from 'valibot';
import { GiftVoucherSchema } from '../schemas.ts';
import type { GiftVoucher } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/gift-vouchers.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof GiftVoucherSchema>,
  TextFieldOf<'gift-vouchers', 'vouchers'>
>[] = [
  {
    id: 'romantic',
    icon: 'Heart',
    tone: 'accent',
    amounts: [500, 1000, 2500, 5000],
  },
  {
    id: 'birthday',
    icon: 'Cake',
    tone: 'violet',
    amounts: [300, 750, 1500, 3000],
  },
  {
    id: 'family',
    icon: 'Users',
    tone: 'success',
    amounts: [1000, 2500, 5000, 10000],
  },
  {
    id: 'corporate',
    icon: 'Briefcase',
    tone: 'primary',
    amounts: [500, 1500, 3000, 7500],
  },
];

/** The four gift voucher types of /services/all, each with four amounts in whole dollars. */
export const giftVouchers: readonly GiftVoucher[] = parseList(
  'gift-vouchers',
  checked ? GiftVoucherSchema : undefined,
  withText('gift-vouchers.json: vouchers', entries, text.vouchers, 'id'),
  {
    unique: ['id', 'title'],
  },
);
