import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'primary', 'accent', 'success', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** A decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
}

/** A short label on a card or next to a title: "Bestseller", "Visa-free", "Sold out". */
export function Badge({ tone, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.root({ tone }), className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
