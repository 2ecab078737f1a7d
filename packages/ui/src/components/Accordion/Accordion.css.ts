import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xxsmall,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.muted },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  color: vars.color.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.standard,
  transitionTimingFunction: 'ease-out',
});

globalStyle(`${trigger}[data-state="open"] > ${chevron}`, { transform: 'rotate(180deg)' });

// A section opens from no height to its own. Nothing measures the panel: browsers that can
// interpolate to `auto` (interpolate-size) animate the height, the others show it at once.
const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'auto' },
});

// Closed sections stay in the page (the component mounts them all), so their text is in the
// prerendered HTML and the page keeps its layout when it hydrates. Without JavaScript — no
// `js` class on <html> (the theme script adds it) — the triggers cannot work, so every
// section shows open and the chevrons go.
export const content = style({
  overflow: 'hidden',
  interpolateSize: 'allow-keywords',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.standard} ease-out` },
    ':root.js &[data-state="closed"]': { display: 'none' },
  },
});

globalStyle(`:root:not(.js) ${chevron}`, { display: 'none' });

export const contentInner = style({
  paddingInline: vars.space.xxsmall,
  paddingBlockEnd: vars.space.medium,
  color: vars.color.text,
});
