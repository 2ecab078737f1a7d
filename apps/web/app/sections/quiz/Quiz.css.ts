import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '48rem',
  marginInline: 'auto',
});

export const noscript = style({ marginBlockEnd: vars.space.medium });

export const progress = style({ inlineSize: '100%' });

export const card = style({ minInlineSize: 0 });

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const heading = style({
  textWrap: 'balance',
  // Focus moves here after each step; the ring shows where the keyboard is.
  scrollMarginBlockStart: '6rem',
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
});

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.controlHeight.large,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': {
      borderColor: vars.color.primary,
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.raised})`,
    },
    '&:active:not(:disabled)': { transform: 'scale(0.99)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.7 },
  },
});

export const optionIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  borderRadius: vars.radius.full,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.raised})`,
  color: vars.color.primary,
});

export const optionLabel = style({ minInlineSize: 0 });

export const leadForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const resultScene = style({ inlineSize: '100%', borderRadius: vars.radius.standard });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const priceLabel = style({ color: vars.color.muted });

export const highlights = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const highlight = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
});

export const check = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.15rem',
  color: vars.color.success,
});

export const answers = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const answer = style({
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.sunken,
});

export const answerQuestion = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const answerValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const followUp = style({
  margin: 0,
  color: vars.color.muted,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [tablet]: { display: 'flex', flexWrap: 'wrap' } },
});

/** The Back button under a step (questions 2 to 4, the lead step). */
export const back = style({
  display: 'flex',
  justifyContent: 'flex-start',
  marginBlockStart: vars.space.medium,
});
