import { Container, buttonClassName } from '@travel/ui';
import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/localized.tsx';
import * as styles from './StatusPage.css.ts';

/** Page Not Found (spec §2 Not-found): Go Home, Go Back and a way to reach us. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container>
      <title>{t('notFound.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      <section className={styles.root} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.body}>{t('notFound.body')}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName({})}>
            <Home aria-hidden="true" size={18} />
            {t('notFound.goHome')}
          </Link>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => history.back()}
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t('notFound.goBack')}
          </button>
        </div>
        <p className={styles.body}>
          {t('notFound.contactPrompt')} <Link to="/contact">{t('notFound.contactLink')}</Link>
        </p>
      </section>
    </Container>
  );
}
