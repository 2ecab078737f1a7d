import { CardMedia } from '@travel/illustrations';
import { ArrowRight, Compass, Plane, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { readTime } from '../../lib/locale-format.ts';
import { deferred } from '../../lib/deferred.tsx';
import { StaticPart } from '../../lib/static-part.tsx';
import { site } from '../../site.ts';
import * as styles from './ArticleSidebar.css.ts';
import { articleTextOf } from './content.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';
import { PostDate } from './PostDate.tsx';
import type { BlogPostSummary } from './posts.ts';

/**
 * The sidebar's ad slot, when the site shows ads: it hydrates after the rest of the page
 * (lib/deferred.tsx), as the article's own (routes/blog-post.tsx). Without ads it is never
 * rendered, and its code never fetched.
 */
const AdSlot = deferred(() =>
  import('../../components/ads/AdSlot.tsx').then((module) => module.AdSlot),
);

const exploreLinks: {
  to: string;
  key: 'services' | 'tools' | 'flightBooking';
  icon: LucideIcon;
}[] = [
  { to: '/services', key: 'services', icon: Compass },
  { to: '/tools', key: 'tools', icon: Wrench },
  { to: '/flight-booking', key: 'flightBooking', icon: Plane },
];

/** The sidebar's links: our services and the latest article. */
function SidebarLinks({ latest }: { latest: BlogPostSummary | null }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <>
      <section className={styles.panel} aria-labelledby="sidebar-explore-title">
        <h2 id="sidebar-explore-title" className={styles.title}>
          {t('sidebar.exploreTitle')}
        </h2>
        <ul className={styles.links} role="list">
          {exploreLinks.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                <Icon className={styles.linkIcon} aria-hidden="true" />
                <span className={styles.linkText}>{t(`sidebar.${key}`)}</span>
                <ArrowRight className={styles.arrow} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {latest ? (
        <section className={styles.panel} aria-labelledby="sidebar-latest-title">
          <h2 id="sidebar-latest-title" className={styles.title}>
            {t('sidebar.latestTitle')}
          </h2>
          <article className={styles.latest}>
            <CardMedia
              scene={latest.scene}
              image={latest.image}
              aspectRatio="16/9"
              className={styles.latestScene}
            />
            <h3 {...articleTextOf(latest)} className={styles.latestTitle}>
              <Link to={`/blog/${latest.slug}`} className={styles.latestLink}>
                {latest.title}
              </Link>
            </h3>
            <p className={styles.latestMeta}>
              <PostDate date={latest.date} /> ·{' '}
              <span>{readTime(t, i18n.language, latest.readTime)}</span>
            </p>
          </article>
        </section>
      ) : null}
    </>
  );
}

/**
 * The article's right column: our services, the latest article, the newsletter and an ad. The
 * sign-up form is an island; the links are static (lib/static-part.tsx).
 */
export function ArticleSidebar({ latest }: { latest: BlogPostSummary | null }) {
  const { t } = useTranslation('blog');
  return (
    <aside className={styles.root} aria-label={t('sidebar.label', { brand: site.brand })}>
      <StaticPart id="article-sidebar-links">
        {!import.meta.env.ISLANDS && <SidebarLinks latest={latest} />}
      </StaticPart>

      <section className={styles.panel} aria-labelledby="sidebar-newsletter-title">
        <h2 id="sidebar-newsletter-title" className={styles.title}>
          {t('sidebar.newsletterTitle')}
        </h2>
        <p className={styles.pitch}>{t('sidebar.newsletterPitch')}</p>
        <NewsletterSignup source="blog-sidebar" fieldId="blog-sidebar-newsletter-email" />
      </section>

      {/* Without an ad client there is no slot, and no empty box where an ad would go. */}
      {site.ads.clientId && site.ads.sidebarSlot ? (
        <AdSlot
          label={t('post.advertisement')}
          name={t('post.sidebarAdvertisement')}
          variant="sidebar"
          clientId={site.ads.clientId}
          slotId={site.ads.sidebarSlot}
        />
      ) : null}
    </aside>
  );
}
