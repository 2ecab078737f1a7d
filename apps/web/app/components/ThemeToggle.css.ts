import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken } },
});

export const moon = style({});
export const sun = style({ display: 'none' });

globalStyle(`:root.dark ${moon}`, { display: 'none' });
globalStyle(`:root.dark ${sun}`, { display: 'block' });
