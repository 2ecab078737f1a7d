import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import type { PictureAspectRatio } from './Picture.tsx';

/** The box: full width at a fixed ratio, reserved before the image arrives. */
export const root = style({
  display: 'block',
  position: 'relative',
  inlineSize: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.sunken,
});

const aspectRatio: Record<PictureAspectRatio, StyleRule> = {
  '16/9': { aspectRatio: '16 / 9' },
  '4/3': { aspectRatio: '4 / 3' },
  '1/1': { aspectRatio: '1 / 1' },
  '3/2': { aspectRatio: '3 / 2' },
  '21/9': { aspectRatio: '21 / 9' },
};

export const ratio = styleVariants(aspectRatio);

/** The image covers the box, cropping rather than distorting. */
export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'cover',
  objectPosition: 'center',
});
