import { Scene, type SceneName } from '@travel/illustrations';
import { Container, Heading, Text } from '@travel/ui';
import type { ReactNode } from 'react';
import * as styles from './PageHero.css.ts';

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  scene: SceneName;
  /** Accessible name of the illustration. */
  sceneTitle: string;
  /** Calls to action under the subtitle. */
  actions?: ReactNode;
  /** Anything after the actions: chips, an in-page menu. */
  children?: ReactNode;
}

/** The opening band of the services, experiences and about pages: words beside a Scene. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  scene,
  sceneTitle,
  actions,
  children,
}: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <Heading level={1} size="display" id="page-title">
              {title}
            </Heading>
            <Text size="large" tone="muted" className={styles.subtitle}>
              {subtitle}
            </Text>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
            {children}
          </div>
          <div className={styles.art}>
            <Scene
              name={scene}
              title={sceneTitle}
              aspectRatio="4/3"
              loading="eager"
              className={styles.scene}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
