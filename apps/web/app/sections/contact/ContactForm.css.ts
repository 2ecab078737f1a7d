import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const summaries = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  fontWeight: vars.fontWeight.medium,
});

/**
 * What the visitor asked about, written by the server into the form's `<noscript>` for a
 * browser without JavaScript (apps/api lib/contact-context-page.ts): a paragraph title, a
 * list and a note, looking like the info notice the page shows with JavaScript.
 */
export const noscriptContext = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.primary}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
});

globalStyle(`${noscriptContext} p`, { margin: 0 });

globalStyle(`${noscriptContext} ul`, {
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontWeight: vars.fontWeight.medium,
});
