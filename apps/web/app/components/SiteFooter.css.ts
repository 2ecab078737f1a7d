import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const footer = style({
  marginBlockStart: vars.space.xxxlarge,
  paddingBlockStart: vars.space.xxlarge,
  // Room at the page's end for the floating chat button (3.5 rem, 1 rem from the edge): the
  // last line of the footer scrolls clear of it.
  paddingBlockEnd: `calc(${vars.space.xxlarge} + 4.5rem)`,
  background: vars.color.sunken,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr',
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.large,
  marginBlockStart: vars.space.xsmall,
});

export const subheading = style({
  fontSize: vars.fontSize.standard,
  marginBlockStart: vars.space.xsmall,
});

export const muted = style({ color: vars.color.muted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxsmall,
  color: vars.color.text,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.2em', color: vars.color.primary });

export const newsletter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const newsletterRow = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const newsletterInput = style({
  flex: '1 1 12rem',
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.small,
  background: vars.color.raised,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** The address's own error, tied to the field. */
export const newsletterError = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.danger,
});

export const newsletterStatus = style({
  minHeight: '1.5em',
  fontSize: vars.fontSize.small,
  selectors: {
    '&[data-outcome="success"]': { color: vars.color.success },
    '&[data-outcome="failure"]': { color: vars.color.danger },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xxlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.raised,
});
