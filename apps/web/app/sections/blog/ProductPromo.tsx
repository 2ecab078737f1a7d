import { buttonClassName } from '@travel/ui';
import { Frame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './ProductPromo.css.ts';

/** The article's product block: prints from the online store (spec §2 /blog/{slug}). */
export function ProductPromo() {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.root} aria-labelledby="promo-title">
      <span className={styles.iconWrap} aria-hidden="true">
        <Frame className={styles.icon} />
      </span>
      <div className={styles.text}>
        <h2 id="promo-title" className={styles.title}>
          {t('promo.title')}
        </h2>
        <p className={styles.body}>{t('promo.body')}</p>
      </div>
      <Link
        to="/print-store"
        className={`${buttonClassName({ variant: 'secondary' })} ${styles.action}`}
      >
        {t('promo.cta')}
      </Link>
    </section>
  );
}
