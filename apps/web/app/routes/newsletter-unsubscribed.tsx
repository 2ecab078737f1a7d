import { OUTCOME_PAGES } from '@travel/schemas';
import { buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/localized.tsx';
import { OutcomePage } from '../components/OutcomePage.tsx';
import * as styles from '../components/StatusPage.css.ts';
import { i18n, pageStrings } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { site } from '../site.ts';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ pages: () => import('@travel/i18n/en/pages.json') });

export const meta = () =>
  pageMeta({
    title: i18n.t('pages:unsubscribed.metaTitle', { brand: site.brand }),
    description: i18n.t('pages:unsubscribed.metaDescription'),
    path: OUTCOME_PAGES.unsubscribed,
    noindex: true,
  });

/** Where the unsubscribe link of a newsletter e-mail lands. */
export default function NewsletterUnsubscribed() {
  const { t } = useTranslation('pages');
  return (
    <OutcomePage tone="success" title={t('unsubscribed.title')} body={t('unsubscribed.body')}>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName({})}>
          {t('backHome')}
        </Link>
      </div>
    </OutcomePage>
  );
}
