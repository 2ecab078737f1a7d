import type * as v from 'valibot';
import { ProcessStepSchema } from '../schemas.ts';
import type { ProcessStep } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/process.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof ProcessStepSchema>,
  TextFieldOf<'process', 'steps'>
>[] = [
  {
    step: 1,
    id: 'discovery-call',
    icon: 'Phone',
  },
  {
    step: 2,
    id: 'custom-planning',
    icon: 'ClipboardList',
  },
  {
    step: 3,
    id: 'refinement',
    icon: 'Sparkles',
  },
  {
    step: 4,
    id: 'travel-support',
    icon: 'Headphones',
  },
];

/** The four-step planning process of /services, in order. */
export const planningProcess: readonly ProcessStep[] = parseList(
  'process',
  checked ? ProcessStepSchema : undefined,
  withText('process.json: steps', entries, text.steps, 'id'),
  {
    unique: ['id', 'step'],
  },
);
