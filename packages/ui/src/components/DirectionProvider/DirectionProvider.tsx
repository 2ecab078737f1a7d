import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';

export const directions = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof directions)[number];

export interface DirectionProviderProps {
  /** The page's direction, the same as `dir` on `<html>`. */
  dir: TextDirection;
  children: ReactNode;
}

/**
 * Tells the Radix-based components (Tabs) the reading direction. CSS follows `dir`
 * on `<html>` by itself, but keyboard handling does not: without this, the left arrow key would
 * still move to the previous tab on an Arabic page. Wrap the app once, with the direction of the
 * current language. (RadioGroup and ChipGroup are native radio buttons: their arrow keys are
 * the browser's own.)
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
