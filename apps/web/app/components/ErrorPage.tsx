import { Container, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/localized.tsx';
import * as styles from './StatusPage.css.ts';

/** Shown when a page fails for a reason other than "not found". */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container>
      <title>{t('error.title')}</title>
      <section className={styles.root} aria-labelledby="error-title">
        <h1 id="error-title" className={styles.title}>
          {t('error.title')}
        </h1>
        <p className={styles.body}>{t('error.body')}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName({})}>
            {t('notFound.goHome')}
          </Link>
        </div>
      </section>
    </Container>
  );
}
