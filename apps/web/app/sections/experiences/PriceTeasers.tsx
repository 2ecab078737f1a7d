import type { ExperiencePriceTeaser } from '@travel/catalog';
import { Card, Grid, Heading, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { priceOf } from '../../lib/locale-format.ts';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import * as styles from './PriceTeasers.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Starting prices of the three families of experiences. */
export function PriceTeasers({ teasers }: { teasers: readonly ExperiencePriceTeaser[] }) {
  const { t, i18n } = useTranslation('experiences');
  return (
    <>
      <SectionHeader id="teasers-title" title={t('teasers.title')} align="center" />
      <Grid
        as="ul"
        columns={{ mobile: 1, tablet: 3 }}
        className={shared.list}
        aria-labelledby="teasers-title"
      >
        {teasers.map((teaser) => (
          <Card
            as="li"
            key={teaser.id}
            className={`${shared.card} ${styles.teaser} ${tones.topRule[teaser.tone]}`}
          >
            <span className={tones.iconTile[teaser.tone]}>
              <CatalogIcon name={teaser.icon} className={tones.icon} />
            </span>
            <Heading level={3} size="large" align="center" {...englishAttrs(teaser, 'title')}>
              {teaser.title}
            </Heading>
            <p className={styles.from}>
              <span className={shared.smallHeading}>{t('teasers.from')}</span>
              <span className={styles.amount}>
                {priceOf(t, i18n.language, teaser.startingPriceUsd)}
              </span>
            </p>
            <Text tone="muted" align="center" {...englishAttrs(teaser, 'description')}>
              {teaser.description}
            </Text>
          </Card>
        ))}
      </Grid>
    </>
  );
}
