import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const nav = style({ marginBlockStart: vars.space.xsmall });
