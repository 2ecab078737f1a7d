import type * as v from 'valibot';
import { ProcessStepSchema } from '../schemas.ts';
import type { ProcessStep } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof ProcessStepSchema>[] = [
  {
    step: 1,
    id: 'discovery-call',
    title: 'Discovery Call',
    icon: 'Phone',
    description:
      'A free conversation about where you want to go, who is traveling, your dates and your budget. We ask about the trips you loved and the ones you did not, because both tell us a lot.',
  },
  {
    step: 2,
    id: 'custom-planning',
    title: 'Custom Planning',
    icon: 'ClipboardList',
    description:
      'Your advisor drafts a day-by-day itinerary with hotels, flights and experiences chosen for you, and a clear price. We reply within 24 hours of your call with next steps.',
  },
  {
    step: 3,
    id: 'refinement',
    title: 'Refinement',
    icon: 'Sparkles',
    description:
      'We adjust until it feels right: a slower pace, a different hotel, an extra night by the sea. Once you approve, we book everything and send a single travel document with every confirmation.',
  },
  {
    step: 4,
    id: 'travel-support',
    title: 'Travel & Support',
    icon: 'Headphones',
    description:
      'You travel with our 24/7 support line in your pocket. If a flight is cancelled or plans change, call or message us and we fix it while you get on with your trip.',
  },
];

/** The four-step planning process of /services, in order. */
export const planningProcess: readonly ProcessStep[] = parseList(
  'process',
  checked ? ProcessStepSchema : undefined,
  entries,
  {
    unique: ['id', 'step'],
  },
);
