import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import type { TextAlign } from '../Heading/Heading.tsx';
import * as styles from './Text.css.ts';

export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['standard', 'muted', 'accent', 'success', 'danger'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['p', 'span', 'div'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @default 'standard' */
  size?: TextSize;
  /**
   * Colour by meaning; all are AA on the page, card and sunken backgrounds.
   * @default 'standard'
   */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  align?: TextAlign;
  /**
   * `span` inside other text, `div` around block content.
   * @default 'p'
   */
  as?: TextElement;
}

/** Body text in the body typeface. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Element {...rest} className={cx(styles.root({ size, tone, weight, align }), className)}>
      {children}
    </Element>
  );
}
