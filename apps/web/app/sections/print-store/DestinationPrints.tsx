import { Scene } from '@travel/illustrations';
import { Container, Heading, Text, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import type { DestinationPrint } from './catalog.server.ts';
import * as styles from './DestinationPrints.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** The destination illustrations as framed prints, each searching the marketplace shop. */
export function DestinationPrints({ prints }: { prints: readonly DestinationPrint[] }) {
  const { t } = useTranslation('shop', { keyPrefix: 'printStore' });
  const { t: tc } = useTranslation('common');
  return (
    <section className={styles.section} aria-labelledby="print-gallery">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="print-gallery">
            {t('gallery.heading')}
          </Heading>
          <Text tone="muted">{t('gallery.intro')}</Text>
        </div>
        <ul className={styles.grid}>
          {prints.map((destination) => (
            <li key={destination.id} className={styles.item}>
              <div className={styles.frame}>
                <Scene
                  name={destination.scene}
                  title={destination.alt}
                  aspectRatio="4/3"
                  lang={englishAttrs(destination, 'alt')?.lang}
                />
              </div>
              <Heading level={3} size="standard" {...englishAttrs(destination, 'name')}>
                {destination.name}
              </Heading>
              <a
                href={destination.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                {t('gallery.view', { name: destination.name })}
                <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
