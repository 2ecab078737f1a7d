import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Container.css.ts';

export type ContainerProps = HTMLAttributes<HTMLDivElement>;

/** Centres page content at the page width, with side padding that grows with the screen. */
export function Container({ className, children, ...rest }: ContainerProps) {
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {children}
    </div>
  );
}
