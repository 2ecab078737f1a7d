import { styleVariants } from '@vanilla-extract/css';
import type { Tone } from '@travel/catalog';
import { vars } from '@travel/ui/theme';

/**
 * The catalog's card tones as theme colours. The theme has no sky or violet, so those are mixed
 * from its own colours: they follow light and dark without a single literal.
 */
const toneColor: Record<Tone, string> = {
  primary: vars.color.primary,
  accent: vars.color.accent,
  success: vars.color.success,
  sky: `color-mix(in oklab, ${vars.color.primary} 62%, ${vars.color.success})`,
  violet: `color-mix(in oklab, ${vars.color.primary} 58%, ${vars.color.danger})`,
};

/** A rounded tile behind an icon: the tone, softly tinted, with the icon in the full tone. */
export const iconTile = styleVariants(toneColor, (color) => ({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.standard,
  color,
  // Mixed with the card colour, not transparency: the tile also sits on pictures.
  backgroundColor: `color-mix(in srgb, ${color} 14%, ${vars.color.raised})`,
}));
