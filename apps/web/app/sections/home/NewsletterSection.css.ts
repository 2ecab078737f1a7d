import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const panel = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space.xlarge,
  padding: vars.space.large,
  borderRadius: `calc(${vars.radius.large} * 1.6)`,
  backgroundColor: vars.color.primary,
  backgroundImage: `radial-gradient(80% 110% at 100% 0%, color-mix(in srgb, ${vars.color.onPrimary} 16%, transparent), transparent 60%), radial-gradient(60% 90% at 0% 100%, color-mix(in srgb, ${vars.color.onPrimary} 8%, transparent), transparent 70%)`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.large,
  '@media': {
    [tabletUp]: { padding: vars.space.xxlarge },
    [desktopUp]: {
      gridTemplateColumns: '1.1fr 1fr',
      alignItems: 'center',
      gap: vars.space.xxxlarge,
    },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const eyebrow = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const intro = style({ fontSize: vars.fontSize.large, textWrap: 'pretty' });

export const perks = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
  '@media': { [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const perk = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const perkIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  borderRadius: vars.radius.full,
  backgroundColor: `color-mix(in srgb, ${vars.color.onPrimary} 16%, transparent)`,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  '@media': { [tabletUp]: { padding: vars.space.xlarge } },
});

export const privacy = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
