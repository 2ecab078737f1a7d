import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const hero = style({
  paddingBlock: vars.space.xxlarge,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.2fr 1fr' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.06em' });

export const art = style({
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  display: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { display: 'block' } },
});
