import type { LanguageBundle, LanguagePack } from '@travel/catalog';
import { Badge, Card, Container, Grid, Heading, Section, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { languageName, money } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './sections.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** A phrase pack as its card shows it: the price as printed (`$49`), formatted at prerender. */
export type LanguagePackEntry = Omit<LanguagePack, 'price'> & { price: string };

/** A bundle as its card shows it: the price and the saving as printed, formatted at prerender. */
export type LanguageBundleEntry = Omit<LanguageBundle, 'price' | 'savings'> & {
  price: string;
  savings: string;
};

export interface LanguageAssistanceSectionProps {
  packs: readonly LanguagePackEntry[];
  bundles: readonly LanguageBundleEntry[];
  /** The largest saving a bundle offers, in percent, for the banner above them. */
  maxDiscountPercent: number;
}

/** Six phrase packs and three bundles of them, each leading to the contact form. */
export function LanguageAssistanceSection({
  packs,
  bundles,
  maxDiscountPercent,
}: LanguageAssistanceSectionProps) {
  const { t, i18n } = useTranslation('services');
  const packName = (id: string) => packs.find((pack) => pack.id === id)?.language ?? id;
  return (
    <Section
      id="language-assistance"
      aria-labelledby="language-assistance-title"
      tone="sunken"
      className={styles.band}
    >
      <Container>
        <SectionHeader
          id="language-assistance-title"
          eyebrow={t('language.eyebrow')}
          title={t('language.title')}
          intro={t('language.intro')}
        />

        <div className={styles.subsection}>
          <Heading level={3} size="xlarge" id="language-packs-title">
            {t('language.packsTitle')}
          </Heading>
          <Grid
            as="ul"
            columns={{ mobile: 1, tablet: 2, desktop: 3 }}
            className={shared.list}
            aria-labelledby="language-packs-title"
          >
            {packs.map((pack) => (
              <Card
                as="li"
                key={pack.id}
                className={`${shared.card} ${tones.topRule[pack.popular ? 'accent' : 'primary']}`}
              >
                <div className={shared.cardHeader}>
                  <span className={tones.iconTile[pack.popular ? 'accent' : 'primary']}>
                    <CatalogIcon name="Languages" className={tones.icon} />
                  </span>
                  <Heading level={4} size="large">
                    {languageName(i18n.language, pack.language)}
                  </Heading>
                  {pack.popular ? (
                    <Badge tone="accent" className={styles.badgeEnd}>
                      {t('language.popular')}
                    </Badge>
                  ) : null}
                </div>
                <p className={shared.price}>{money(i18n.language, pack.price)}</p>
                <div>
                  <p className={shared.smallHeading}>{t('language.usefulIn')}</p>
                  <Text {...englishAttrs(pack, 'destinations')}>
                    {pack.destinations.join(', ')}
                  </Text>
                </div>
                <FeatureList lang={englishAttrs(pack, 'formats')?.lang} items={pack.formats} />
                <div className={shared.cardFooter}>
                  <Link
                    to={contactLinks.languageAssistance(pack.id)}
                    className={buttonClassName({
                      variant: pack.popular ? 'primary' : 'secondary',
                      fullWidth: true,
                    })}
                  >
                    {t('language.cta', { language: languageName(i18n.language, pack.language) })}
                  </Link>
                </div>
              </Card>
            ))}
          </Grid>
        </div>

        <div className={styles.subsection}>
          <Heading level={3} size="xlarge" id="language-bundles-title">
            {t('language.bundlesTitle')}
          </Heading>
          <p className={styles.ribbon}>
            <CatalogIcon name="Sparkles" className={styles.ribbonIcon} />
            {t('language.bundlesBanner', { percent: maxDiscountPercent })}
          </p>
          <Grid
            as="ul"
            columns={{ mobile: 1, tablet: 3 }}
            className={shared.list}
            aria-labelledby="language-bundles-title"
          >
            {bundles.map((bundle) => (
              <Card as="li" key={bundle.id} className={`${shared.card} ${tones.topRule.success}`}>
                <Heading level={4} size="large" {...englishAttrs(bundle, 'title')}>
                  {bundle.title}
                </Heading>
                <div className={styles.priceRow}>
                  <span className={shared.price}>{money(i18n.language, bundle.price)}</span>
                  <Badge tone="success">
                    {t('language.save', { amount: money(i18n.language, bundle.savings) })}
                  </Badge>
                </div>
                <Text tone="muted" {...englishAttrs(bundle, 'description')}>
                  {bundle.description}
                </Text>
                <div>
                  <p className={shared.smallHeading}>{t('language.bundleLanguages')}</p>
                  <Text>
                    {new Intl.ListFormat(i18n.language).format(
                      bundle.languages.map((id) => languageName(i18n.language, packName(id))),
                    )}
                  </Text>
                </div>
                <div className={shared.cardFooter}>
                  <Link
                    to={contactLinks.languageBundle(bundle.id)}
                    className={buttonClassName({ fullWidth: true })}
                  >
                    {t('language.bundleCta', { title: bundle.title })}
                  </Link>
                </div>
              </Card>
            ))}
          </Grid>
        </div>

        <div className={shared.after}>
          <Link
            to={contactLinks.languageAssistanceInfo()}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('language.info')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
