import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The article page: text column and, from desktops up, the sidebar beside it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxlarge,
  paddingBlock: `${vars.space.large} ${vars.space.xxlarge}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem',
      gap: vars.space.xxxlarge,
      paddingBlockStart: vars.space.xlarge,
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minInlineSize: 0,
  maxInlineSize: vars.contentWidth.text,
  inlineSize: '100%',
  marginInline: 'auto',
  '@media': { [desktop]: { marginInline: 0 } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The line saying the article is shown in English, on a page of another language. */
export const notice = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.sunken,
  fontSize: vars.fontSize.small,
});
