import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const section = style({ paddingBlock: vars.space.xxlarge });

export const heading = style({ marginBlockEnd: vars.space.large });

export const steps = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const number = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  color: vars.color.muted,
});

export const icon = style({ inlineSize: '2rem', blockSize: '2rem', color: vars.color.primary });

export const band = style({ paddingBlock: vars.space.xlarge, backgroundColor: vars.color.sunken });

export const bandInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  '@media': {
    [tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const bandCopy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.medium,
});

export const ctaBody = style({ maxInlineSize: vars.contentWidth.text });
