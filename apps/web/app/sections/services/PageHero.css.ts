import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const hero = style({
  paddingBlock: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  '@media': { [desktop]: { paddingBlock: `${vars.space.xxlarge} ${vars.space.xxxlarge}` } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.15fr 1fr', gap: vars.space.xxlarge } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});

export const subtitle = style({ maxInlineSize: vars.contentWidth.text, textWrap: 'pretty' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const art = style({
  position: 'relative',
  minInlineSize: 0,
  selectors: {
    // A tinted frame offset behind the picture, like a print laid on the desk.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: vars.space.xsmall,
      insetInlineStart: vars.space.xsmall,
      insetBlockEnd: `calc(-1 * ${vars.space.xsmall})`,
      insetInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
      borderRadius: vars.radius.large,
      backgroundColor: `color-mix(in srgb, ${vars.color.accent} 16%, transparent)`,
    },
  },
  '@media': {
    [desktop]: {
      selectors: {
        '&::before': {
          insetBlockStart: vars.space.medium,
          insetInlineStart: vars.space.medium,
          insetBlockEnd: `calc(-1 * ${vars.space.medium})`,
          insetInlineEnd: `calc(-1 * ${vars.space.medium})`,
        },
      },
    },
  },
});

export const scene = style({
  position: 'relative',
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});
