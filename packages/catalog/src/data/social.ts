import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import { SocialVideoSchema, StatSchema } from '../schemas.ts';
import type { SocialVideo, Stat } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/social.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// Cards link to the profile rather than to single posts: posts come and go, and a dead link on
// the home page looks worse than a profile one tap away from the video.
const { instagram, tiktok } = currentSiteConfig.social;

const entries: WithoutText<
  v.InferInput<typeof SocialVideoSchema>,
  TextFieldOf<'social', 'videos'>
>[] = [
  {
    id: 'mara-balloon',
    platform: 'Instagram',
    type: 'Reel',
    views: '128K',
    engagement: '9.4K',
    scene: 'masai-mara',
    link: instagram,
  },
  {
    id: 'japan-carry-on',
    platform: 'TikTok',
    type: 'Video',
    views: '412K',
    engagement: '31K',
    scene: 'kyoto',
    link: tiktok,
  },
  {
    id: 'imerovigli-sunset',
    platform: 'Instagram',
    type: 'Reel',
    views: '96K',
    engagement: '7.2K',
    scene: 'santorini',
    link: instagram,
  },
  {
    id: 'e-visa-mistakes',
    platform: 'TikTok',
    type: 'Video',
    views: '238K',
    engagement: '18K',
    scene: 'passport',
    link: tiktok,
  },
];

/** The four video cards of the home page's social media section. */
export const socialVideos: readonly SocialVideo[] = parseList(
  'social',
  checked ? SocialVideoSchema : undefined,
  withText('social.json: videos', entries, text.videos, 'id'),
  { unique: ['id'] },
);

/** The figures beside the video cards. */
export const socialStats: readonly Stat[] = parseList(
  'social',
  checked ? StatSchema : undefined,
  withText(
    'social.json: stats',
    [
      { id: 'instagram', value: '25K+' },
      { id: 'tiktok', value: '45K+' },
      { id: 'countries', value: '75+' },
    ],
    text.stats,
    'id',
  ),
  { unique: ['id'] },
);
