import { Scene } from '@travel/illustrations';
import { Heading, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { site } from '../../site.ts';
import * as styles from './ComingSoon.css.ts';

/** Shown in place of the grid when no product matches. */
export function ComingSoon() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation('common');
  return (
    <div className={styles.banner}>
      <Scene name="generic-beach" aspectRatio="21/9" className={styles.art} />
      <div className={styles.copy}>
        <Heading level={3} size="xlarge">
          {t('empty.title')}
        </Heading>
        <Text tone="muted">{t('empty.body')}</Text>
        <div className={styles.actions}>
          <a
            href={site.marketplaceShopUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'large' })}
          >
            {t('empty.shopEtsy')}
            <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
          </a>
          <Link to="/contact" className={buttonClassName({ size: 'large', variant: 'secondary' })}>
            {t('empty.vip')}
          </Link>
        </div>
      </div>
    </div>
  );
}
