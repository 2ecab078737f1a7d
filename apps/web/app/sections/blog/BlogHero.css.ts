import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const rss = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});

export const rssIcon = style({ inlineSize: '1.1em', blockSize: '1.1em' });
