import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

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
