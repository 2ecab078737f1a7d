import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { layer } from '../../lib/layers.ts';

/** Where the panel slides from: off the inline-end edge, which is the left in Arabic. */
const offscreen = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });
const slideOut = keyframes({ to: { transform: `translateX(${offscreen})` } });

export const content = style({
  vars: { [offscreen]: '100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(${vars.contentWidth.sheet}, 88vw)`,
  blockSize: '100%',
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  selectors: {
    '[dir="rtl"] &': { vars: { [offscreen]: '-100%' } },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.duration.standard} ease-in` },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
});
