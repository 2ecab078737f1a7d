import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const directory = style({ paddingBlock: vars.space.xxlarge });
