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
}

/** Eyebrow, title and introduction of a band: the same rhythm as the home page's sections. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  align = 'start',
}: SectionHeaderProps) {
  return (
    <header className={align === 'center' ? `${styles.root} ${styles.centered}` : styles.root}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={level} size={level === 2 ? 'xxlarge' : 'xlarge'} id={id}>
        {title}
      </Heading>
      {intro ? (
        <Text size="large" tone="muted" className={styles.intro}>
          {intro}
        </Text>
      ) : null}
    </header>
  );
}
