import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../components/Hero.tsx';
import { site } from '../../site.ts';
import * as styles from './BlogHero.css.ts';

/** The index's opening band: what the blog is, and its RSS feed. */
export function BlogHero() {
  const { t } = useTranslation('blog');
  return (
    <Hero
      id="blog-title"
      eyebrow={t('hero.eyebrow', { brand: site.brand })}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      align="center"
      spacing="centered"
      glow
      narrow
    >
      {/* A plain link: the feed is a file, not a page of the app. */}
      <a href="/blog/rss.xml" className={styles.rss} type="application/rss+xml">
        <Rss className={styles.rssIcon} aria-hidden="true" />
        {t('index.rss')}
      </a>
    </Hero>
  );
}
