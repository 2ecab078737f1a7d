import { Calendar, Clock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readTime } from '../../lib/locale-format.ts';
import type { BlogPostSummary } from './posts.ts';
import { PostDate } from './PostDate.tsx';
import * as styles from './PostMeta.css.ts';

/** Author, date and read time of an article, on one wrapping line. */
export function PostMeta({ post, className }: { post: BlogPostSummary; className?: string }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <p className={className ? `${styles.root} ${className}` : styles.root}>
      <span className={styles.item}>
        <UserRound className={styles.icon} aria-hidden="true" />
        {t('card.by', { author: post.author })}
      </span>
      <span className={styles.item}>
        <Calendar className={styles.icon} aria-hidden="true" />
        <PostDate date={post.date} />
      </span>
      <span className={styles.item}>
        <Clock className={styles.icon} aria-hidden="true" />
        {readTime(t, i18n.language, post.readTime)}
      </span>
    </p>
  );
}
