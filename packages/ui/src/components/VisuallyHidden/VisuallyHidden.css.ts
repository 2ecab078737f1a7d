import { style } from '@vanilla-extract/css';

// Hidden from sight but still read by screen readers. Not `display: none` or
// `visibility: hidden`, which hide from both; 1px rather than 0 because some screen readers
// skip zero-sized elements.
export const root = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
