import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import type { space } from '../../tokens/scale.ts';
import * as styles from './Stack.css.ts';

export const stackGaps = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const satisfies readonly (keyof typeof space)[];
export type StackGap = (typeof stackGaps)[number];

export const stackElements = ['div', 'section', 'ul', 'ol', 'form'] as const;
export type StackElement = (typeof stackElements)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children, from the space scale.
   * @default 'medium'
   */
  gap?: StackGap;
  /** @default 'div' */
  as?: StackElement;
}

/** Lays its children out in a column with even space between them. */
export function Stack({ as: Element = 'div', gap, className, children, ...rest }: StackProps) {
  return (
    <Element {...rest} className={cx(styles.root({ gap }), className)}>
      {children}
    </Element>
  );
}
