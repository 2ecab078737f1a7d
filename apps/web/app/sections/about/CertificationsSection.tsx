import { certifications } from '@travel/catalog';
import { Card, Container, Grid, Heading, Section, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { certificationText } from '../../lib/catalog-text.ts';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { toneAt } from './tones.ts';

/** The eight credentials: accreditations, memberships, licences and protections. */
export function CertificationsSection() {
  const { t, i18n } = useTranslation('about');
  return (
    <Section aria-labelledby="certifications-title" tone="sunken">
      <Container>
        <SectionHeader
          id="certifications-title"
          eyebrow={t('certifications.eyebrow')}
          title={t('certifications.title')}
          intro={t('certifications.intro')}
          align="center"
        />
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} className={shared.list}>
          {certifications
            .map((entry) => ({ ...entry, ...certificationText(t, i18n.language, entry) }))
            .map((certification, index) => (
              <Card as="li" key={certification.id} className={shared.card}>
                <span className={tones.iconTile[toneAt(index)]}>
                  <CatalogIcon name={certification.icon} className={tones.icon} />
                </span>
                <Heading level={3} size="large">
                  {certification.name}
                </Heading>
                <Text size="small" tone="muted">
                  {certification.description}
                </Text>
              </Card>
            ))}
        </Grid>
      </Container>
    </Section>
  );
}
