import { Container, buttonClassName } from '@travel/ui';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { site } from '../../site.ts';
import * as styles from './ArticleNotFound.css.ts';

/** Unknown article (spec §2 /blog/{slug}, §8): Article Not Found and a way back to the blog. */
export function ArticleNotFound() {
  const { t } = useTranslation('blog');
  return (
    <Container>
      <title>{t('meta.notFoundTitle', { brand: site.brand })}</title>
      <meta name="robots" content="noindex" />
      <section className={styles.root} aria-labelledby="article-not-found-title">
        <span className={styles.iconWrap} aria-hidden="true">
          <FileQuestion className={styles.icon} />
        </span>
        <h1 id="article-not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.body}>{t('notFound.body')}</p>
        <Link to="/blog" className={buttonClassName({ size: 'large' })}>
          <ArrowLeft className={styles.arrow} aria-hidden="true" />
          {t('notFound.backToBlog')}
        </Link>
      </section>
    </Container>
  );
}
