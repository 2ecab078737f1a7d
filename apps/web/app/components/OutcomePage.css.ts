import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

/** The invalid fields an error page names: a plain list, read start to end. */
export const fieldList = style({
  display: 'inline-block',
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  textAlign: 'start',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
