import { CardMedia } from '@travel/illustrations';
import { Badge } from '@travel/ui';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { categoryKey, type BlogPostSummary } from './posts.ts';
import * as styles from './PostCard.css.ts';
import { articleTextOf } from './content.ts';
import { PostMeta } from './PostMeta.tsx';

export interface PostCardProps {
  post: BlogPostSummary;
  /** Featured cards are larger and lay the picture beside the text on wide screens. */
  featured?: boolean;
}

/**
 * One article in a list: picture, category, title, excerpt, author, date and read time. The
 * whole card is the title's link, so it is one tab stop named by the title.
 */
export function PostCard({ post, featured = false }: PostCardProps) {
  const { t } = useTranslation('blog');
  return (
    <li className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <article className={styles.article}>
        <div className={styles.media}>
          <CardMedia
            scene={post.scene}
            image={post.image}
            aspectRatio="16/9"
            className={styles.scene}
          />
        </div>
        <div className={styles.body}>
          <Badge tone="primary" className={styles.badge}>
            {t(`categories.${categoryKey(post.category)}`)}
          </Badge>
          <h3
            {...articleTextOf(post)}
            className={featured ? `${styles.title} ${styles.featuredTitle}` : styles.title}
          >
            <Link
              to={`/blog/${post.slug}`}
              className={styles.link}
              prefetch="intent"
              {...articleTextOf(post)}
            >
              {post.title}
            </Link>
          </h3>
          <p {...articleTextOf(post)} className={styles.excerpt}>
            {post.excerpt}
          </p>
          <PostMeta post={post} className={styles.meta} />
          <span className={styles.more} aria-hidden="true">
            {t('card.readArticle')}
            <ArrowRight className={styles.arrow} />
          </span>
        </div>
      </article>
    </li>
  );
}
