import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { NoticeTone } from './Notice.tsx';

/** The tone's colour: the bar at the inline start and the icon. */
const toneColor = createVar();

const tone: Record<NoticeTone, StyleRule> = {
  success: { vars: { [toneColor]: vars.color.success } },
  danger: { vars: { [toneColor]: vars.color.danger } },
  info: { vars: { [toneColor]: vars.color.primary } },
};

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    // The coloured bar sits on the inline-start side, so it moves right in Arabic.
    borderInlineStart: `${vars.space.xxsmall} solid ${toneColor}`,
    borderRadius: vars.radius.standard,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
  },
  variants: { tone },
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '1.5em',
  blockSize: '1.5em',
  color: toneColor,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.standard,
});

export const body = style({
  color: vars.color.text,
});
