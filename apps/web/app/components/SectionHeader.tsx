import { Heading, Text } from '@travel/ui';
import type { ReactNode } from 'react';
import * as styles from './SectionHeader.css.ts';

export interface SectionHeaderProps {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** @default 2 */
  level?: 2 | 3;
  /** @default 'start' */
  align?: 'start' | 'center';
  /** No space under it, for a header that shares a row with actions. */
  flush?: boolean;
}

/** Eyebrow, title and introduction of a page band: the same rhythm in every section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  align = 'start',
  flush = false,
}: SectionHeaderProps) {
  const classes = [styles.root, align === 'center' && styles.centered, flush && styles.flush]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={level} size={level === 2 ? 'xxlarge' : 'xlarge'} id={id} align={align}>
        {title}
      </Heading>
      {intro ? (
        <Text size="large" tone="muted" align={align} className={styles.intro}>
          {intro}
        </Text>
      ) : null}
    </header>
  );
}
