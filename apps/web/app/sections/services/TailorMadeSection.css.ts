import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1.3fr', gap: vars.space.xxlarge } },
});

export const art = style({ minInlineSize: 0 });

export const scene = style({
  inlineSize: '100%',
  maxInlineSize: '32rem',
  marginInline: 'auto',
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.large,
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const tripStyles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tripStyle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const styleIcon = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  color: vars.color.accent,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});
