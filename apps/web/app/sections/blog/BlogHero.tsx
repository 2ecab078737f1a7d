import { Container } from '@travel/ui';
import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import * as styles from './BlogHero.css.ts';

/** The index's opening band: what the blog is, and its RSS feed. */
export function BlogHero() {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.root} aria-labelledby="blog-title">
      <Container>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{t('hero.eyebrow', { brand: site.brand })}</p>
          <h1 id="blog-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          {/* A plain link: the feed is a file, not a page of the app. */}
          <a href="/blog/rss.xml" className={styles.rss} type="application/rss+xml">
            <Rss className={styles.rssIcon} aria-hidden="true" />
            {t('index.rss')}
          </a>
        </div>
      </Container>
    </section>
  );
}
