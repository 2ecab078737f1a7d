import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  paddingBlock: `${vars.space.large} ${vars.space.xlarge}`,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBlockStart: vars.space.small,
});

export const subtitle = style({ maxInlineSize: vars.contentWidth.text });
