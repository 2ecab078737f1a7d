import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const art = style({
  position: 'relative',
  display: 'none',
  paddingBlockEnd: vars.space.xlarge,
  paddingInlineStart: vars.space.xlarge,
  '@media': { [tablet]: { display: 'block' } },
});

export const scene = style({ borderRadius: vars.radius.large, boxShadow: vars.shadow.large });

export const sceneSmall = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineStart: 0,
  inlineSize: '32%',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});
