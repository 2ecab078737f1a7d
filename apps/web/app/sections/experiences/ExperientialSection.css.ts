import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const band = style({ scrollMarginBlockStart: '5rem' });

export const part = style({ marginBlockStart: vars.space.xxlarge });
