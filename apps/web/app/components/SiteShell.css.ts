import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

// Whatever the browser scrolls into view (focus moving by keyboard, a #fragment) stops below
// the sticky header (4 rem and its border) and above the floating chat and back-to-top
// buttons, never under them (WCAG 2.2, 2.4.11 Focus Not Obscured).
globalStyle('html', {
  scrollPaddingBlockStart: '5.5rem',
  scrollPaddingBlockEnd: '5.5rem',
});

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.xsmall,
  zIndex: 100,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The line saying that part of the page is shown in English (FallbackNotice). */
export const fallbackNotice = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.sunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
