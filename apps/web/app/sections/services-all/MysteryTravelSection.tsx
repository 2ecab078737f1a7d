import type { MysteryPackage } from '@travel/catalog';
import { Card, Container, Grid, Heading, Section, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { beforeDepartureOf, moneyRangeOf, spanOf } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './sections.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * A mystery package as its card shows it: its numbers (days, dollars, how long before departure)
 * without the English text the catalog also prints them in. A full one is one too.
 */
export type MysteryPackageSummary = Omit<MysteryPackage, 'priceRange' | 'duration' | 'reveal'>;

/** The three mystery packages: duration, price range and when the destination is revealed. */
export function MysteryTravelSection({ packages }: { packages: readonly MysteryPackageSummary[] }) {
  const { t, i18n } = useTranslation('services');
  return (
    <Section
      id="mystery-travel"
      aria-labelledby="mystery-travel-title"
      tone="sunken"
      className={styles.band}
    >
      <Container>
        <SectionHeader
          id="mystery-travel-title"
          eyebrow={t('mystery.eyebrow')}
          title={t('mystery.title')}
          intro={t('mystery.intro')}
        />
        <Grid
          as="ul"
          columns={{ mobile: 1, tablet: 2, desktop: 3 }}
          className={`${shared.list} ${shared.oddLastFull}`}
        >
          {packages.map((item) => (
            <Card as="li" key={item.id} className={`${shared.card} ${tones.topRule[item.tone]}`}>
              <div className={shared.cardHeader}>
                <span className={tones.iconTile[item.tone]}>
                  <CatalogIcon name={item.icon} className={tones.icon} />
                </span>
                <Heading level={3} size="large" {...englishAttrs(item, 'title')}>
                  {item.title}
                </Heading>
              </div>
              <Text tone="muted" {...englishAttrs(item, 'description')}>
                {item.description}
              </Text>
              <dl className={shared.facts}>
                <div className={shared.fact}>
                  <dt className={shared.factLabel}>{t('mystery.duration')}</dt>
                  <dd className={shared.factValue}>
                    {spanOf(i18n.language, { ...item.days, unit: 'day' })}
                  </dd>
                </div>
                <div className={shared.fact}>
                  <dt className={shared.factLabel}>{t('mystery.price')}</dt>
                  <dd className={shared.factValue}>
                    {moneyRangeOf(i18n.language, item.priceFrom, item.priceTo)}
                  </dd>
                </div>
                <div className={`${shared.fact} ${shared.factWide}`}>
                  <dt className={shared.factLabel}>{t('mystery.reveal')}</dt>
                  <dd className={shared.factValue}>
                    {beforeDepartureOf(t, i18n.language, item.revealBefore)}
                  </dd>
                </div>
              </dl>
              <FeatureList lang={englishAttrs(item, 'features')?.lang} items={item.features} />
              <div className={shared.cardFooter}>
                <Link
                  to={contactLinks.mysteryTravel(item.id)}
                  className={buttonClassName({ fullWidth: true })}
                >
                  {t('mystery.cta', { title: item.title })}
                </Link>
              </div>
            </Card>
          ))}
        </Grid>
        <div className={shared.after}>
          <Link
            to={contactLinks.mysteryTravelInfo()}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('mystery.info')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
