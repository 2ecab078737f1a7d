import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ['display', 'xxlarge', 'xlarge', 'large', 'standard'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

/** The size a heading gets when only its level is given. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'standard',
  5: 'standard',
  6: 'standard',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element, `<h1>` to `<h6>`: its place in the page outline. */
  level: HeadingLevel;
  /**
   * How big it looks, independent of the level (a hero `h1` is `display`, a card's `h3` may be
   * `standard`). Defaults by level: 1 xxlarge, 2 xlarge, 3 large, 4–6 standard.
   */
  size?: HeadingSize;
  /** @default 'start' */
  align?: TextAlign;
}

/** A heading in the heading typeface, with its level and its size chosen apart. */
export function Heading({ level, size, align, className, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      {...rest}
      className={cx(styles.root({ size: size ?? defaultHeadingSize[level], align }), className)}
    >
      {children}
    </Element>
  );
}
