import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import type { StackGap } from '../Stack/Stack.tsx';
import * as styles from './Grid.css.ts';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

/** Phones, then the `tablet` and `desktop` breakpoint tokens and up. */
export const gridBreakpoints = ['mobile', 'tablet', 'desktop'] as const;
export type GridBreakpoint = (typeof gridBreakpoints)[number];

/** Columns per breakpoint; a breakpoint left out keeps the narrower one's count. */
export type ResponsiveColumns = Partial<Record<GridBreakpoint, GridColumnCount>>;

export const gridElements = ['div', 'ul', 'ol'] as const;
export type GridElement = (typeof gridElements)[number];

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Equal columns: a count for every screen, or per breakpoint,
   * e.g. `{ mobile: 1, tablet: 2, desktop: 3 }`.
   * @default 1
   */
  columns?: GridColumnCount | ResponsiveColumns;
  /**
   * Space between cells, from the space scale.
   * @default 'large'
   */
  gap?: StackGap;
  /**
   * `ul` or `ol` for a list of cards (children are then `li`, e.g. `Card as="li"`).
   * @default 'div'
   */
  as?: GridElement;
}

/** The classes of a column setting, one per breakpoint it names (mobile defaults to 1). */
export function gridColumnClasses(columns: GridColumnCount | ResponsiveColumns = 1): string[] {
  const {
    mobile = 1,
    tablet,
    desktop,
  } = typeof columns === 'number' ? { mobile: columns } : columns;
  return [
    styles.mobile[mobile],
    tablet ? styles.tablet[tablet] : undefined,
    desktop ? styles.desktop[desktop] : undefined,
  ].filter((name): name is string => Boolean(name));
}

/** Lays children out in equal columns whose count changes with the screen width. */
export function Grid({
  as: Element = 'div',
  columns,
  gap = 'large',
  className,
  children,
  ...rest
}: GridProps) {
  return (
    <Element
      {...rest}
      className={cx(styles.root, styles.gap[gap], ...gridColumnClasses(columns), className)}
    >
      {children}
    </Element>
  );
}
