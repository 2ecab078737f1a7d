import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

// Fixed, over the page's bottom edge: it appears after hydration, and must not move the page.
export const root = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInline: 0,
  marginInline: 'auto',
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: 'fit-content',
  maxInlineSize: `calc(100vw - 2 * ${vars.space.medium})`,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const text = style({ margin: 0 });

export const action = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({ inlineSize: '1.25rem', blockSize: '1.25rem' });
