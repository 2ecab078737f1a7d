import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Card.css.ts';

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardPaddings = ['small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardTones = ['raised', 'sunken'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render: `article` for self-contained content, `li` inside a list.
   * @default 'div'
   */
  as?: CardElement;
  /** @default 'medium' */
  padding?: CardPadding;
  /**
   * `raised` sits above the page; `sunken` is a recessed well.
   * @default 'raised'
   */
  tone?: CardTone;
}

/** A rounded panel grouping related content. */
export function Card({
  as: Element = 'div',
  padding,
  tone,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element {...rest} className={cx(styles.root({ padding, tone }), className)}>
      {children}
    </Element>
  );
}
