import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { layer } from '../../lib/layers.ts';
import { fadeIn, fadeOut } from '../../lib/motion.css.ts';

/** The dimmed backdrop behind dialogs and sheets. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.standard} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.standard} ease-in` },
  },
});

const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const zoomOut = keyframes({ to: { opacity: 0, transform: 'scale(0.96)' } });

export const content = style({
  position: 'fixed',
  // Centred with auto margins rather than a translate: a `translateX(-50%)` would have to flip
  // for right-to-left pages, and it blurs text on some screens.
  inset: 0,
  margin: 'auto',
  zIndex: layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(${vars.contentWidth.dialog}, calc(100% - 2 * ${vars.space.medium}))`,
  blockSize: 'fit-content',
  maxBlockSize: `calc(100% - 2 * ${vars.space.medium})`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-state="open"]': { animation: `${zoomIn} ${vars.duration.standard} ease-out` },
    '&[data-state="closed"]': { animation: `${zoomOut} ${vars.duration.fast} ease-in` },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

/** Title and close button, shared with the Sheet. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  // Lines the title up with the middle of the 44 px close button.
  paddingBlockStart: vars.space.xsmall,
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.muted,
});

export const closeButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: the touch target (WCAG 2.5.5).
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken },
  },
});

export const closeIcon = style({
  inlineSize: '1.5em',
  blockSize: '1.5em',
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
