import { trustClaims } from '@travel/catalog';
import { Card, Container, Grid, Heading, Section, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { trustClaimText } from '../../lib/catalog-text.ts';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import * as styles from './about.css.ts';
import { toneAt } from './tones.ts';

/** What sets the agency apart: its promises, each with its figure where it has one. */
export function DifferentiatorsSection() {
  const { t, i18n } = useTranslation('about');
  return (
    <Section aria-labelledby="differentiators-title">
      <Container>
        <SectionHeader
          id="differentiators-title"
          eyebrow={t('differentiators.eyebrow')}
          title={t('differentiators.title')}
          intro={t('differentiators.intro')}
        />
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} className={shared.list}>
          {trustClaims
            .map((entry) => ({ ...entry, ...trustClaimText(t, i18n.language, entry) }))
            .map((claim, index) => (
              <Card as="li" key={claim.id} className={shared.card}>
                <div className={shared.cardHeader}>
                  <span className={tones.iconTile[toneAt(index)]}>
                    <CatalogIcon name={claim.icon} className={tones.icon} />
                  </span>
                  {claim.value ? <span className={styles.claimValue}>{claim.value}</span> : null}
                </div>
                <Heading level={3} size="large">
                  {claim.title}
                </Heading>
                <Text tone="muted">{claim.description}</Text>
              </Card>
            ))}
        </Grid>
      </Container>
    </Section>
  );
}
