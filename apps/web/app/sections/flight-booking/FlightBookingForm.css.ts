import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  inlineSize: '100%',
  paddingBlockEnd: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const checkboxes = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
