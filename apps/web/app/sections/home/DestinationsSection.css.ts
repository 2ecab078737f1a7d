import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const media = style({ position: 'relative', overflow: 'hidden' });

export const scene = style({
  inlineSize: '100%',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  selectors: { [`li:hover &`]: { transform: 'scale(1.04)' } },
});

export const name = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockEnd: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
