import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const area = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const user = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const main = style({
  flex: 1,
  outline: 'none',
  paddingBlock: vars.space.large,
  '@media': { [tablet]: { paddingBlock: vars.space.xlarge } },
});

/** Label and value pairs of a lead, one under the other on phones, side by side from tablets. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)' } },
});

export const term = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  '@media': { [tablet]: { paddingBlockStart: '0.1rem' } },
});

export const value = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

/** The inbox rows: a list, each row a card that links to its lead. */
export const rows = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

/** An unread row: a thick accent edge, the name in bold and an "Unread" badge (not colour alone). */
export const unread = style({
  borderInlineStartColor: vars.color.primary,
  background: vars.color.raised,
});

export const rowLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
});

export const rowName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${unread} &`]: { fontWeight: vars.fontWeight.bold } },
});

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

/** The first line of a lead's message, under its name: one line, cut with an ellipsis. */
export const preview = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});

/** A `<time>` that shows the exact moment on hover and focus. */
export const time = style({
  borderRadius: vars.radius.small,
  textDecoration: 'underline dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'help',
});

export const filters = style({
  display: 'grid',
  gap: vars.space.small,
  // Wide enough for the longest choice ("Read and unread", "To anyone or nobody") in full.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'end',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const history = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** Lead page: the record on the left, the actions on the right from desktops up. */
export const leadLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

/** A lead's actions: first in the page's order, the right-hand column on a wide screen. */
export const leadSide = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: 2, gridRow: 1 },
  },
});

/** A lead's details, messages and history: the left-hand column on a wide screen. */
export const leadMain = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: 1, gridRow: 1 },
  },
});

/** The sign-in card: a narrow column. */
export const narrow = style({ maxInlineSize: '28rem', marginInline: 'auto' });

/** A label and its value inside the `fields` grid (the `div` groups them for the `dl`). */
export const fieldRow = style({ display: 'contents' });

/** The search field takes two columns of the filters where there are two or more. */
export const wideFilter = style({
  '@media': { [tablet]: { gridColumn: 'span 2' } },
});

export const relatedList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const keysHelp = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.small,
});

export const keysTitle = style({ fontSize: vars.fontSize.standard, margin: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const belowTablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * Below tablets the leads' filters fold behind one button, so the first lead is on the first
 * screen of a phone (issue 28); from tablets up the button is gone and the filters always show.
 */
export const filtersToggle = style({
  '@media': { [tablet]: { display: 'none' } },
});

export const filtersPanel = style({
  '@media': {
    [belowTablet]: { selectors: { '&[data-folded="true"]': { display: 'none' } } },
  },
});

/** The number of filters in use, beside the button's name. */
export const filtersCount = style({
  marginInlineStart: vars.space.xsmall,
  fontWeight: 'normal',
});

/** The shortcuts' hint: from tablets up, where a keyboard is the rule (issue 28). */
export const keysHint = style({
  '@media': { [belowTablet]: { display: 'none' } },
});
