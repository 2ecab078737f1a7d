import type * as v from 'valibot';
import { EventTypeSchema } from '../schemas.ts';
import type { EventType } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/event-planning.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof EventTypeSchema>,
  TextFieldOf<'event-planning', 'eventTypes'>
>[] = [
  {
    id: 'destination-wedding',
    icon: 'Heart',
    tone: 'accent',
    scene: 'generic-beach',
  },
  {
    id: 'anniversary',
    icon: 'Gem',
    tone: 'violet',
    scene: 'santorini',
  },
  {
    id: 'milestone-birthday',
    icon: 'PartyPopper',
    tone: 'sky',
    scene: 'city',
  },
  {
    id: 'family-reunion',
    icon: 'Users',
    tone: 'success',
    scene: 'mountains',
  },
  {
    id: 'corporate-retreat',
    icon: 'Building2',
    tone: 'primary',
    scene: 'desert',
  },
];

/** The event types of /services/all; each id is the `type` of its contact link. */
export const eventTypes: readonly EventType[] = parseList(
  'event-planning',
  checked ? EventTypeSchema : undefined,
  withText('event-planning.json: eventTypes', entries, text.eventTypes, 'id'),
  {
    unique: ['id', 'title'],
  },
);
