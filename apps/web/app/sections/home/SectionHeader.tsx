import type { ReactNode } from 'react';
import * as styles from './SectionHeader.css.ts';

export interface SectionHeaderProps {
  /** Id of the `<h2>`, for the section's `aria-labelledby`. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** @default 'start' */
  align?: 'start' | 'center';
  /** No space under it, for a header that shares a row with actions. */
  flush?: boolean;
}

/** Eyebrow, title and introduction of a home page band: the same rhythm in every section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
  flush = false,
}: SectionHeaderProps) {
  const classes = [styles.root, align === 'center' && styles.centered, flush && styles.flush]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
