import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { breakpoints } from '../../tokens/scale.ts';
import type { GridColumnCount } from './Grid.tsx';

export const root = style({
  display: 'grid',
  // Lists laid out as a grid keep their semantics but lose bullets and indent.
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

const counts: Record<GridColumnCount, GridColumnCount> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 };

// minmax(0, 1fr) rather than 1fr: a long word or wide image cannot force a column wider.
const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

const from = (minWidth: number, count: number) => ({
  '@media': { [`screen and (min-width: ${minWidth}px)`]: columns(count) },
});

// Declared from narrow to wide, so a wider breakpoint's class wins where both apply.
export const mobile = styleVariants(counts, (count) => columns(count));
export const tablet = styleVariants(counts, (count) => from(breakpoints.tablet, count));
export const desktop = styleVariants(counts, (count) => from(breakpoints.desktop, count));
