import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import { SocialVideoSchema, StatSchema } from '../schemas.ts';
import type { SocialVideo, Stat } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// Cards link to the profile rather than to single posts: posts come and go, and a dead link on
// the home page looks worse than a profile one tap away from the video.
const { instagram, tiktok } = currentSiteConfig.social;

const entries: v.InferInput<typeof SocialVideoSchema>[] = [
  {
    id: 'mara-balloon',
    platform: 'Instagram',
    type: 'Reel',
    title: 'Sunrise balloon flight over the Masai Mara',
    views: '128K',
    engagement: '9.4K',
    scene: 'masai-mara',
    link: instagram,
  },
  {
    id: 'japan-carry-on',
    platform: 'TikTok',
    type: 'Video',
    title: 'Two weeks in Japan with one carry-on',
    views: '412K',
    engagement: '31K',
    scene: 'kyoto',
    link: tiktok,
  },
  {
    id: 'imerovigli-sunset',
    platform: 'Instagram',
    type: 'Reel',
    title: 'Santorini sunset from Imerovigli, no crowds',
    views: '96K',
    engagement: '7.2K',
    scene: 'santorini',
    link: instagram,
  },
  {
    id: 'e-visa-mistakes',
    platform: 'TikTok',
    type: 'Video',
    title: 'Five e-visa mistakes that delay trips',
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
  entries,
  { unique: ['id'] },
);

/** The figures beside the video cards. */
export const socialStats: readonly Stat[] = parseList(
  'social',
  checked ? StatSchema : undefined,
  [
    { id: 'instagram', value: '25K+', label: 'Instagram followers' },
    { id: 'tiktok', value: '45K+', label: 'TikTok followers' },
    { id: 'countries', value: '75+', label: 'Countries featured' },
  ],
  { unique: ['id'] },
);
