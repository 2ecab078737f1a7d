import { CardMedia } from '@travel/illustrations';
import { Avatar, Badge, VisuallyHidden } from '@travel/ui';
import { ArrowLeft, Calendar, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { readTime } from '../../lib/locale-format.ts';
import * as styles from './ArticleHeader.css.ts';
import { articleTextOf } from './content.ts';
import { PostDate } from './PostDate.tsx';
import type { BlogPostSummary, categoryKey } from './posts.ts';

export interface ArticleHeaderProps {
  post: BlogPostSummary;
  /**
   * The dictionary key of the post's category (`categoryKey(post.category)`, posts.ts), given
   * by the article's loader: the page's code then needs none of posts.ts, the blog index's
   * search and filters (issue 17).
   */
  categoryKey: ReturnType<typeof categoryKey>;
}

/** Back link, category, title, lead, author (name and role), date, read time and picture. */
export function ArticleHeader({ post, categoryKey }: ArticleHeaderProps) {
  const { t, i18n } = useTranslation('blog');
  return (
    <header className={styles.root}>
      <Link to="/blog" className={styles.back}>
        <ArrowLeft className={styles.backIcon} aria-hidden="true" />
        {t('post.backToBlog')}
      </Link>
      <Badge tone="primary">{t(`categories.${categoryKey}`)}</Badge>
      <h1 id="article-title" {...articleTextOf(post)} className={styles.title}>
        {post.title}
      </h1>
      <p {...articleTextOf(post)} className={styles.lead}>
        {post.excerpt}
      </p>
      <div className={styles.details}>
        <div className={styles.author}>
          <Avatar name={post.author} size="large" decorative />
          <p className={styles.authorText}>
            <VisuallyHidden>{`${t('post.byline')} `}</VisuallyHidden>
            <span className={styles.authorName} lang="en" dir="ltr">
              {post.author}
            </span>
            <span {...articleTextOf(post)} className={styles.authorRole}>
              {post.authorRole}
            </span>
          </p>
        </div>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Calendar className={styles.factIcon} aria-hidden="true" />
            <VisuallyHidden>{`${t('post.published')} `}</VisuallyHidden>
            <PostDate date={post.date} />
          </span>
          <span className={styles.fact}>
            <Clock className={styles.factIcon} aria-hidden="true" />
            {readTime(t, i18n.language, post.readTime)}
          </span>
        </p>
      </div>
      <div className={styles.picture}>
        <CardMedia
          scene={post.scene}
          image={post.image}
          loading="eager"
          title={post.imageAlt}
          lang="en"
          aspectRatio="21/9"
          className={styles.scene}
        />
      </div>
    </header>
  );
}
