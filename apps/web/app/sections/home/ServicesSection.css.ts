import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

// Five cards: three over two on wide screens (a six-column track, spans of 2 then 3), so no
// card is left alone on a row.
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const item = style({
  '@media': {
    [tabletUp]: { selectors: { '&:last-child': { gridColumn: '1 / -1' } } },
    [desktopUp]: {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(n + 4)': { gridColumn: 'span 3' } },
    },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
