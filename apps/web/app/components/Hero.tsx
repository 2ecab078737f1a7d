import { Scene, type SceneName } from '@travel/illustrations';
import { Container, Heading, Text } from '@travel/ui';
import type { ReactNode } from 'react';
import * as styles from './Hero.css.ts';

export interface HeroProps {
  /** Id of the `h1`, which names the band (a `<section>`); a `<header>` band needs none. */
  id?: string;
  /** `header` for a page whose title band is its header (destinations). @default 'section' */
  as?: 'section' | 'header';
  eyebrow?: string;
  title: string;
  /** The title's language when it is catalog prose, English on every page (`lang`, `dir="ltr"`). */
  titleLang?: 'en';
  subtitle?: ReactNode;
  /** A breadcrumb trail above the words. */
  trail?: ReactNode;
  /** Shown above the title instead of an eyebrow (badges). */
  above?: ReactNode;
  /** Calls to action under the subtitle. */
  actions?: ReactNode;
  /** Anything after the actions: chips, an in-page menu, a search box. */
  children?: ReactNode;
  /** The picture beside the words; without one the words stand alone. */
  media?: ReactNode;
  /** @default 'start' */
  align?: 'start' | 'center';
  /** Space above and below the band. @default 'standard' */
  spacing?: keyof typeof styles.hero;
  /** The words' share of the row beside the picture on a desktop. @default '1.15' */
  columns?: keyof typeof styles.layout | 'detail';
  /** More room between words and picture on a desktop. */
  wideGap?: boolean;
  /** Space between the words. @default 'medium' */
  gap?: keyof typeof styles.copy;
  /** A wash of the brand colour and a rule under the band (the blog). */
  glow?: boolean;
  /** Words kept to a readable measure, centred in the band. */
  narrow?: boolean;
}

/**
 * The opening band of a page: eyebrow, the page's `h1`, subtitle, actions and anything else,
 * beside a picture when there is one, on the sunken-to-surface band every page opens with.
 */
export function Hero({
  id,
  as: Root = 'section',
  eyebrow,
  title,
  titleLang,
  subtitle,
  trail,
  above,
  actions,
  children,
  media,
  align = 'start',
  spacing = 'standard',
  columns = '1.15',
  wideGap = false,
  gap = 'medium',
  glow = false,
  narrow = false,
}: HeroProps) {
  const centered = align === 'center';
  const copyClass = [styles.copy[gap], centered && styles.centered, narrow && styles.narrow]
    .filter(Boolean)
    .join(' ');
  const firstClass = trail && !media ? styles.afterTrail : undefined;
  const words = (
    <div className={copyClass}>
      {media ? null : trail}
      {above}
      {eyebrow ? (
        <p className={[styles.eyebrow, firstClass].filter(Boolean).join(' ')}>{eyebrow}</p>
      ) : null}
      <Heading
        level={1}
        size="display"
        id={id}
        align={centered ? 'center' : undefined}
        {...(titleLang ? { lang: titleLang, dir: 'ltr' } : {})}
      >
        {title}
      </Heading>
      {subtitle ? (
        <Text
          size="large"
          tone="muted"
          align={centered ? 'center' : undefined}
          className={styles.subtitle}
        >
          {subtitle}
        </Text>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </div>
  );
  const layoutClass =
    columns === 'detail'
      ? styles.detailLayout
      : [styles.layout[columns], wideGap && styles.wideGap].filter(Boolean).join(' ');
  return (
    <Root
      className={glow ? `${styles.hero[spacing]} ${styles.glow}` : styles.hero[spacing]}
      aria-labelledby={Root === 'section' ? id : undefined}
    >
      <Container>
        {media ? (
          <>
            {trail}
            <div className={layoutClass}>
              {words}
              {media}
            </div>
          </>
        ) : (
          words
        )}
      </Container>
    </Root>
  );
}

export interface HeroArtProps {
  scene: SceneName;
  /** Accessible name of the illustration. */
  title: string;
  /**
   * `framed`: laid like a print on a tinted frame (services, experiences, about); `banner`: a
   * wide drawing, a short band on phones (contact, quiz). @default 'framed'
   */
  variant?: 'framed' | 'banner';
}

/** The drawing beside a hero's words. */
export function HeroArt({ scene, title, variant = 'framed' }: HeroArtProps) {
  if (variant === 'banner') {
    return (
      <Scene
        name={scene}
        title={title}
        aspectRatio="16/9"
        loading="eager"
        className={styles.banner}
      />
    );
  }
  return (
    <div className={styles.art}>
      <Scene
        name={scene}
        title={title}
        aspectRatio="4/3"
        loading="eager"
        className={styles.scene}
      />
    </div>
  );
}
