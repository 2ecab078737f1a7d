import { Container } from '@travel/ui';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './StatusPage.css.ts';

interface OutcomePageProps {
  tone: 'success' | 'danger';
  title: string;
  body: string;
  children?: ReactNode;
}

/** The page a form without JavaScript lands on after posting: what happened, where next. */
export function OutcomePage({ tone, title, body, children }: OutcomePageProps) {
  const Icon = tone === 'success' ? CheckCircle2 : CircleAlert;
  return (
    <Container>
      <section className={styles.root} aria-labelledby="outcome-title">
        <Icon
          aria-hidden="true"
          size={56}
          className={tone === 'success' ? styles.successIcon : styles.dangerIcon}
        />
        <h1 id="outcome-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{body}</p>
        {children}
      </section>
    </Container>
  );
}
