import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': { [desktopUp]: { gridTemplateColumns: '16rem 1fr', gap: vars.space.xxlarge } },
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const intro = style({ marginBlockStart: vars.space.xxsmall, color: vars.color.muted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ color: vars.color.success });
