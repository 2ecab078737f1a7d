import type * as v from 'valibot';
import { ServiceCardSchema } from '../schemas.ts';
import type { ServiceCard } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/services.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof ServiceCardSchema>,
  TextFieldOf<'services', 'services'>
>[] = [
  {
    id: 'e-visa',
    icon: 'FileCheck',
    tone: 'primary',
  },
  {
    id: 'consultation',
    icon: 'MessageCircle',
    tone: 'accent',
  },
  {
    id: 'airfare',
    icon: 'Plane',
    tone: 'sky',
  },
  {
    id: 'umrah',
    icon: 'Moon',
    tone: 'success',
  },
  {
    id: 'group-umrah',
    icon: 'Users',
    tone: 'violet',
  },
];

/** The five service cards of the home page, in order (spec §2 Home, §9). */
export const serviceCards: readonly ServiceCard[] = parseList(
  'services',
  checked ? ServiceCardSchema : undefined,
  withText('services.json: services', entries, text.services, 'id'),
  {
    unique: ['id', 'title'],
  },
);
