import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const rows = style({ ...list, display: 'grid', gap: vars.space.xlarge });

/** A full-width row: the picture beside the details from tablets up. */
export const row = style({
  display: 'grid',
  padding: 0,
  overflow: 'hidden',
  scrollMarginBlockStart: '5rem',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const rowScene = style({
  inlineSize: '100%',
  blockSize: '100%',
  '@media': { [tablet]: { aspectRatio: 'auto', minBlockSize: '100%' } },
});

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  minInlineSize: 0,
  '@media': { [desktop]: { padding: vars.space.xlarge } },
});

export const compactBody = style({ display: 'contents' });

export const example = style({
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.accent}`,
  fontStyle: 'italic',
});

globalStyle(`${example} > span`, { fontStyle: 'normal', marginInlineEnd: vars.space.xxsmall });

export const lists = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const ideas = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

globalStyle(`${lists} > div`, { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
