import { style } from '@vanilla-extract/css';

// Off-screen rather than `display: none`, which simple bots recognise and skip.
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
