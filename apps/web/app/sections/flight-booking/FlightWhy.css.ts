import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

/* The side card of /flight-booking (FlightWhy.tsx), which hydrates after the rest of the page. */

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': { [desktop]: { position: 'sticky', insetBlockStart: '6rem' } },
});

export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const benefit = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const benefitIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.primary,
});

export const benefitTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const payments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const paymentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const inlineIcon = style({ flexShrink: 0, inlineSize: '1.25rem', blockSize: '1.25rem' });

export const call = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
