import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  paddingBlock: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const inner = style({ display: 'grid', gap: vars.space.medium });

export const search = style({ maxInlineSize: '40rem' });

export const group = style({ display: 'grid', gap: vars.space.xsmall });
