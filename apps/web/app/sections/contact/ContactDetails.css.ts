import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const item = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const icon = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.125rem',
  color: vars.color.primary,
});

export const titleWithIcon = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const label = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const address = style({ fontStyle: 'normal', color: vars.color.muted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // The whole line is the target: at least 44 px tall (WCAG 2.5.5).
  minBlockSize: vars.controlHeight.medium,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const hours = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const claimTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const claimValue = style({ color: vars.color.accent });

export const day = style({ fontWeight: vars.fontWeight.medium });

export const time = style({ margin: 0, color: vars.color.muted, textAlign: 'end' });

export const claims = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
