import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp } from './cards.css.ts';

export const root = style({ scrollMarginBlockStart: '5rem' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktopUp]: { gridTemplateColumns: '1fr 1.6fr', gap: vars.space.xxlarge } },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const promises = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const promise = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const promiseTitle = style({ fontWeight: vars.fontWeight.bold });

export const promiseText = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const formCard = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.medium,
  '@media': { [desktopUp]: { padding: vars.space.xlarge } },
});
