import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

/*
 * The theme script in <head> puts `js` on <html> before the first paint, so these rules apply
 * from the start, and only when scripts really run (turned off, the class never appears).
 */

/** Controls that only work with JavaScript (search boxes, filter chips): hidden without it. */
export const needsScript = style({
  selectors: {
    'html:not(.js) &': { display: 'none' },
  },
});

/** Shown only without JavaScript, in place of the controls it hides. */
export const withoutScript = style({
  display: 'none',
  selectors: {
    'html:not(.js) &': { display: 'flex' },
  },
});

/** The note: an info box in the look of the design system's Notice, without its live role. */
export const note = style({
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  // The bar sits on the inline-start side, so it moves right in Arabic.
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.primary}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  textAlign: 'start',
});

export const noteIcon = style({
  flexShrink: 0,
  inlineSize: '1.5em',
  blockSize: '1.5em',
  color: vars.color.primary,
});

export const noteTitle = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.standard,
});
