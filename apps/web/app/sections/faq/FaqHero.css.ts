import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const hero = style({
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      paddingBlock: `${vars.space.xxxlarge} ${vars.space.xxlarge}`,
    },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
});

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const search = style({
  inlineSize: '100%',
  maxInlineSize: vars.contentWidth.text,
  marginBlockStart: vars.space.small,
  textAlign: 'start',
});

// Screen readers hear the count; sighted visitors see it in the results heading.
export const status = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
