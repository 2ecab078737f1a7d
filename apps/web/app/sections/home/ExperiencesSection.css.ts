import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const types = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

// Five cards: on two columns the last takes the whole row; on wide screens three over two
// (spans of 2 then 3 on a six-column track), like the services above.
export const type = style({
  '@media': {
    [tabletUp]: { selectors: { '&:last-child': { gridColumn: '1 / -1' } } },
    [desktopUp]: {
      gridColumn: 'span 2',
      selectors: {
        '&:nth-child(n + 4)': { gridColumn: 'span 3' },
        '&:last-child': { gridColumn: 'span 3' },
      },
    },
  },
});

export const media = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  insetBlockEnd: `calc(-1 * ${vars.space.large})`,
  insetInlineStart: vars.space.large,
  border: `3px solid ${vars.color.raised}`,
  boxShadow: vars.shadow.small,
});

export const typeBody = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
  paddingBlockStart: `calc(${vars.space.large} * 1.75)`,
});

export const example = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  textWrap: 'pretty',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.muted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const factValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const teasers = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginBlockStart: vars.space.xxlarge,
  '@media': { [desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
});

export const priceLabel = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const priceValue = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});
