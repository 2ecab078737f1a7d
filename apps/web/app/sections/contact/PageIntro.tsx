import { Scene, type SceneName } from '@travel/illustrations';
import { Container, Heading, Text } from '@travel/ui';
import type { ReactNode } from 'react';
import * as styles from './PageIntro.css.ts';

export interface PageIntroProps {
  /** Id of the `h1`, which names the band. */
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  scene: SceneName;
  /** Accessible name of the illustration. */
  sceneTitle: string;
  children?: ReactNode;
}

/** The opening band of the contact and quiz pages: the page's `h1` beside a Scene. */
export function PageIntro({
  id,
  eyebrow,
  title,
  subtitle,
  scene,
  sceneTitle,
  children,
}: PageIntroProps) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <Heading level={1} size="display" id={id}>
              {title}
            </Heading>
            <Text size="large" tone="muted" className={styles.subtitle}>
              {subtitle}
            </Text>
            {children}
          </div>
          <Scene
            name={scene}
            title={sceneTitle}
            aspectRatio="16/9"
            loading="eager"
            className={styles.scene}
          />
        </div>
      </Container>
    </section>
  );
}
