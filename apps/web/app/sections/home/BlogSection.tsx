import { dateTimeFormat } from '@travel/catalog';
import { intlLocale } from '@travel/i18n';
import type { BlogPost } from '@travel/catalog/blog';
import { CardMedia } from '@travel/illustrations';
import { Container, Icon, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { readTime } from '../../lib/locale-format.ts';
import * as styles from './BlogSection.css.ts';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';

/** What a teaser card needs of an article: no body, so the page data stays small. */
export type BlogTeaser = Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'category' | 'date' | 'readTime' | 'scene' | 'imageAlt' | 'image'
>;

/** How many articles the home page shows (spec §9: the first 3 posts). */
export const HOME_BLOG_TEASERS = 3;

/** Keeps only what a teaser shows of each of the first posts. */
export function toBlogTeasers(posts: readonly BlogPost[]): BlogTeaser[] {
  return posts
    .slice(0, HOME_BLOG_TEASERS)
    .map(({ slug, title, excerpt, category, date, readTime, scene, imageAlt, image }) => ({
      slug,
      title,
      excerpt,
      category,
      date,
      readTime,
      scene,
      imageAlt,
      // Only when the article names a photo: page data carries no empty keys.
      ...(image ? { image } : {}),
    }));
}

/** Travel Tips & Inspiration: the newest articles (spec §2 Home). */
export function BlogSection({ posts }: { posts: readonly BlogTeaser[] }) {
  const { t, i18n } = useTranslation('home');
  // Dates are calendar days: format them in UTC so no time zone moves them a day.
  const dateFormat = dateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <Section id="blog" aria-labelledby="blog-title">
      <Container>
        <SectionHeader
          id="blog-title"
          eyebrow={t('blog.eyebrow')}
          title={t('blog.title')}
          intro={t('blog.intro')}
        />
        <ul className={`${cards.list} ${styles.grid}`}>
          {posts.map((post) => (
            <li
              key={post.slug}
              className={`${cards.card} ${cards.lift} ${styles.post}`}
              data-card="blog"
            >
              <div className={styles.media}>
                <CardMedia
                  scene={post.scene}
                  image={post.image}
                  title={post.imageAlt}
                  lang="en"
                  aspectRatio="16/9"
                  className={styles.scene}
                />
                <span className={styles.category} lang="en" dir="ltr">
                  {post.category}
                </span>
              </div>
              <div className={cards.body}>
                <p className={styles.meta}>
                  <span className={styles.metaItem}>
                    <Icon name="Calendar" />
                    <time dateTime={post.date}>
                      {dateFormat.format(new Date(`${post.date}T00:00:00Z`))}
                    </time>
                  </span>
                  <span className={styles.metaItem}>
                    <Icon name="Clock" />
                    {readTime(t, i18n.language, post.readTime)}
                  </span>
                </p>
                <h3 className={cards.smallTitle}>
                  <Link to={`/blog/${post.slug}`} className={styles.titleLink} lang="en" dir="ltr">
                    {post.title}
                  </Link>
                </h3>
                <p className={cards.text} lang="en" dir="ltr">
                  {post.excerpt}
                </p>
                <p className={`${cards.foot} ${styles.readMore}`} aria-hidden="true">
                  {t('blog.readArticle')}
                  <Icon name="ArrowRight" className={cards.arrow} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className={cards.actions}>
          <Link to="/blog" className={buttonClassName({ size: 'large', variant: 'secondary' })}>
            {t('blog.viewAll')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
