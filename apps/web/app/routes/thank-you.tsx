import { OUTCOME_PAGES } from '@travel/schemas';
import { buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { useParams, type MetaFunction } from 'react-router';
import { Link } from '../lib/localized.tsx';
import { OutcomePage } from '../components/OutcomePage.tsx';
import * as styles from '../components/StatusPage.css.ts';
import { i18n, pageStrings } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { site } from '../site.ts';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ pages: () => import('@travel/i18n/en/pages.json') });

/**
 * The thank-you page of each form (spec §8 success texts), one prerendered path each, since a
 * browser without JavaScript lands here and shows what the path says: /thank-you for the
 * inquiry form, /thank-you/contact for the contact page, /thank-you/flight for a flight request.
 */
const PAGES = {
  inquiry: { path: OUTCOME_PAGES.thankYou['inquiry-form'], strings: 'thankYou' },
  contact: { path: OUTCOME_PAGES.thankYou['contact-page'], strings: 'thankYouContact' },
  flight: { path: OUTCOME_PAGES.thankYou['flight-booking'], strings: 'thankYouFlight' },
} as const;

type ThankYouPage = (typeof PAGES)[keyof typeof PAGES];

function pageFor(form: string | undefined): ThankYouPage {
  return form === 'contact' || form === 'flight' ? PAGES[form] : PAGES.inquiry;
}

export const meta: MetaFunction = ({ params }) => {
  const page = pageFor(params.form);
  return pageMeta({
    title: i18n.t(`pages:${page.strings}.metaTitle`, { brand: site.brand }),
    description: i18n.t('pages:thankYou.metaDescription'),
    path: page.path,
    noindex: true,
  });
};

/** Where an inquiry, contact message or flight request sent without JavaScript lands. */
export default function ThankYou() {
  const { t } = useTranslation('pages');
  const page = pageFor(useParams().form);
  return (
    <OutcomePage tone="success" title={t(`${page.strings}.title`)} body={t(`${page.strings}.body`)}>
      <p className={styles.body}>{t('thankYou.next')}</p>
      <div className={styles.actions}>
        <Link to="/destinations" className={buttonClassName({})}>
          {t('exploreDestinations')}
        </Link>
        <Link to="/blog" className={buttonClassName({ variant: 'secondary' })}>
          {t('readBlog')}
        </Link>
      </div>
    </OutcomePage>
  );
}
