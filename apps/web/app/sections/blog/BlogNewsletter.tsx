import { Container } from '@travel/ui';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as styles from './BlogNewsletter.css.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';

export interface BlogNewsletterProps {
  /** How many read the newsletter (at least). */
  subscribers: number;
  /** The largest discount of its deals, in percent. */
  discount: number;
}

/** The index's closing band: a newsletter sign-up that really subscribes (source `blog-index`). */
export function BlogNewsletter({ subscribers, discount }: BlogNewsletterProps) {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.root} aria-labelledby="blog-newsletter-title">
      <Container>
        <div className={styles.panel}>
          <span className={styles.iconWrap} aria-hidden="true">
            <Mail className={styles.icon} />
          </span>
          <h2 id="blog-newsletter-title" className={styles.title}>
            {t('newsletter.title')}
          </h2>
          <p className={styles.pitch}>{t('newsletter.pitch', { subscribers, discount })}</p>
          <NewsletterSignup
            source="blog-index"
            layout="inline"
            fieldId="blog-index-newsletter-email"
          />
          <p className={styles.privacy}>{t('newsletter.privacy')}</p>
        </div>
      </Container>
    </section>
  );
}
