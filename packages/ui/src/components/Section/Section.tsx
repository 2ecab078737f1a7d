import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Section.css.ts';

export const sectionPaddings = ['none', 'small', 'medium', 'large'] as const;
export type SectionPadding = (typeof sectionPaddings)[number];

export const sectionTones = ['surface', 'sunken'] as const;
export type SectionTone = (typeof sectionTones)[number];

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space above and below, growing on wide screens.
   * @default 'medium'
   */
  padding?: SectionPadding;
  /**
   * `sunken` sets a band apart from the ones around it.
   * @default 'surface'
   */
  tone?: SectionTone;
}

/**
 * A full-width band of the page, as a `<section>`. Give it `aria-labelledby` pointing at its
 * heading so it is a named region; put a `Container` inside for the page width.
 */
export function Section({ padding, tone, className, children, ...rest }: SectionProps) {
  return (
    <section {...rest} className={cx(styles.root({ padding, tone }), className)}>
      {children}
    </section>
  );
}
