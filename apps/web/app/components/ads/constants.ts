/** Ad slot constants (spec §9). */

/** Share of the slot that must be near the viewport before the ad activates. */
export const AD_SLOT_THRESHOLD = 0.1;

/** How far outside the viewport "near" starts. */
export const AD_SLOT_ROOT_MARGIN = '100px';

/** Delay between checks for a parent with width, before the ad is pushed. */
export const AD_SLOT_RETRY_MS = 100;

/** The observer gives up after this long if the slot never came near the viewport. */
export const AD_SLOT_OBSERVER_TIMEOUT_MS = 5000;

/** Reserved minimum height per variant, in CSS pixels, so nothing shifts when an ad fills it. */
export const AD_SLOT_MIN_HEIGHT = { inline: 280, sidebar: 600 } as const;

/** The ad script; `?client=<clientId>` is appended. Loaded at most once per page. */
export const AD_SCRIPT_SRC = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
