import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const hero = style({
  paddingBlock: vars.space.xxlarge,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.1fr 1fr' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.06em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const frames = style({
  position: 'relative',
  display: 'none',
  paddingBlockEnd: vars.space.xxlarge,
  paddingInlineEnd: vars.space.xxlarge,
  '@media': { [tablet]: { display: 'block' } },
});

// A passe-partout around the art makes it read as a framed print.
const framed = {
  padding: vars.space.small,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
} as const;

export const frame = style(framed);

export const frameSmall = style({
  ...framed,
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  inlineSize: '38%',
});
