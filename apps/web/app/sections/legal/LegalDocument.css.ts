import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** Header on top; on wide screens the table of contents sits beside the text and follows it. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateAreas: '"header" "toc" "body"',
  '@media': {
    [desktop]: {
      gridTemplateColumns: `minmax(14rem, 18rem) minmax(0, ${vars.contentWidth.text})`,
      gridTemplateAreas: '"header header" "toc body"',
      columnGap: vars.space.xxlarge,
      alignItems: 'start',
    },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: vars.contentWidth.text,
});

export const intro = style({ marginBlockStart: vars.space.small });

export const toc = style({
  gridArea: 'toc',
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: {
      position: 'sticky',
      insetBlockStart: vars.space.xxxlarge,
      maxBlockSize: '80vh',
      overflowY: 'auto',
    },
  },
});

export const tocList = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  color: vars.color.text,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const body = style({
  gridArea: 'body',
  display: 'grid',
  gap: vars.space.xlarge,
  minInlineSize: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.small,
  scrollMarginBlockStart: vars.space.xxxlarge,
});

export const number = style({ color: vars.color.accent });

export const paragraph = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

globalStyle(`${list} li::marker`, { color: vars.color.accent });

export const contactCard = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
});

export const address = style({ display: 'grid', gap: vars.space.xxsmall, fontStyle: 'normal' });

export const related = style({ display: 'grid', gap: vars.space.xsmall });

export const relatedList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const relatedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.controlBorder}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});
