import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.large,
  marginBlockEnd: vars.space.xlarge,
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const review = style({ gap: vars.space.small, padding: vars.space.large });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const date = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const text = style({ textWrap: 'pretty' });

export const service = style({
  alignSelf: 'flex-start',
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const verified = style({ marginInlineStart: 'auto' });
