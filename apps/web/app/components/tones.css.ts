import { style, styleVariants } from '@vanilla-extract/css';
import type { Tone } from '@travel/catalog';
import { vars } from '@travel/ui/theme';

/**
 * The catalog's card tones as theme colours. The theme has no sky or violet, so those are mixed
 * from its own colours (as on the home page): they follow light and dark without a literal.
 */
export const toneColor: Record<Tone, string> = {
  primary: vars.color.primary,
  accent: vars.color.accent,
  success: vars.color.success,
  sky: `color-mix(in oklab, ${vars.color.primary} 62%, ${vars.color.success})`,
  violet: `color-mix(in oklab, ${vars.color.primary} 58%, ${vars.color.danger})`,
};

const tile = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.standard,
});

/** A rounded tile behind an icon: the tone, softly tinted, with the icon in the full tone. */
export const iconTile = styleVariants(toneColor, (color) => [
  tile,
  { color, backgroundColor: `color-mix(in srgb, ${color} 14%, transparent)` },
]);

/** A thin band of the tone along the card's top edge. */
export const topRule = styleVariants(toneColor, (color) => ({
  borderBlockStart: `${vars.space.xxsmall} solid ${color}`,
}));

export const icon = style({ inlineSize: vars.space.large, blockSize: vars.space.large });
