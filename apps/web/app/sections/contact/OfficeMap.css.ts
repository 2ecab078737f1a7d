import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1.4fr' } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.standard });

export const figure = style({ margin: 0, minInlineSize: 0 });

export const map = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '8 / 5',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  backgroundColor: vars.color.raised,
});

const water = `color-mix(in srgb, ${vars.color.primary} 40%, ${vars.color.raised})`;

export const land = style({ fill: vars.color.sunken });

export const street = style({ stroke: vars.color.raised, strokeWidth: 9 });

export const avenue = style({ stroke: vars.color.raised, strokeWidth: 6 });

export const park = style({
  fill: `color-mix(in srgb, ${vars.color.success} 35%, ${vars.color.sunken})`,
});

export const riverBank = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 42 });

export const river = style({ fill: 'none', stroke: water, strokeWidth: 36 });

export const bridge = style({ stroke: vars.color.raised, strokeWidth: 7 });

export const riverLabel = style({
  fill: vars.color.text,
  fontStyle: 'italic',
  fontFamily: vars.fontFamily.body,
});

export const pin = style({ fill: vars.color.accent, stroke: vars.color.raised, strokeWidth: 2 });

export const pinDot = style({ fill: vars.color.onAccent });

export const pinShadow = style({ fill: vars.color.text, opacity: 0.25 });

export const tag = style({ fill: vars.color.raised, stroke: vars.color.border, strokeWidth: 1 });

export const tagText = style({
  fill: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.fontFamily.body,
});
