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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const art = style({
  position: 'relative',
  display: 'none',
  paddingBlockEnd: vars.space.xlarge,
  paddingInlineStart: vars.space.xlarge,
  '@media': { [tablet]: { display: 'block' } },
});

export const scene = style({ borderRadius: vars.radius.large, boxShadow: vars.shadow.large });

export const sceneSmall = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineStart: 0,
  inlineSize: '32%',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});
