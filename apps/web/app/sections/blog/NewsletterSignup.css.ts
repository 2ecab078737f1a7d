import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const inline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: '100%',
  maxInlineSize: '32rem',
  marginInline: 'auto',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      // The button lines up with the input, under the label.
      alignItems: 'flex-end',
    },
  },
});

export const field = style({ flexGrow: 1, minInlineSize: 0, textAlign: 'start' });

export const button = style({ flexShrink: 0 });

/** The outcome under the form: a line of its own in either layout. */
export const outcome = style({ flexBasis: '100%', textAlign: 'start' });
