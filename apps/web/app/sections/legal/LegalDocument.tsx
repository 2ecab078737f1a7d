import { dateTimeFormat } from '@travel/catalog';
import { intlLocale } from '@travel/i18n';
import { Container, Heading, Section, Text } from '@travel/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedLtr } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { leadRetentionDays, site } from '../../site.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { LEGAL_LAST_UPDATED } from './constants.ts';
import * as styles from './LegalDocument.css.ts';
import {
  LEGAL_DOCUMENTS,
  legalValues,
  officeAddress,
  sectionAnchor,
  splitOnEmail,
  type LegalDocumentId,
  type LegalSection,
} from './legal-values.ts';

const values = legalValues(site);

/** Paragraph text with the agency's e-mail address as a mailto link. */
function Prose({ text }: { text: string }) {
  return splitOnEmail(text, site.email).map((part, index) =>
    part.email ? (
      <a key={index} href={`mailto:${site.email}`}>
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** The date the texts last changed, in the reader's language. */
function LastUpdated() {
  const { t, i18n } = useTranslation('legal');
  const date = dateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));
  return (
    <Text tone="muted" size="small">
      <time dateTime={LEGAL_LAST_UPDATED}>{t('lastUpdated', { date })}</time>
    </Text>
  );
}

/**
 * One legal page: title, date, table of contents, the numbered sections of its text from the
 * `legal` namespace, the company's contact details and links to the other legal pages.
 */
export function LegalDocument({ document }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal');
  // The sections are structured data in the dictionary: titles and blocks (paragraphs or lists).
  // How long leads are kept, as the API's clean-up does it (LEAD_RETENTION_DAYS).
  const leadRetention =
    leadRetentionDays === null
      ? t('leadRetention.kept')
      : t('leadRetention.deleted', { count: leadRetentionDays });
  const sections = t(`${document}.sections`, {
    ...values,
    leadRetention,
    returnObjects: true,
  }) as unknown as Record<string, LegalSection>;
  const entries = Object.entries(sections);
  const titleId = `${document}-title`;

  return (
    <Section padding="medium" aria-labelledby={titleId}>
      <Container>
        <div className={styles.layout}>
          <header className={styles.header}>
            <Breadcrumbs
              label={t('breadcrumbLabel')}
              items={[{ name: t('home'), path: '/' }, { name: t(`${document}.title`) }]}
            />
            <Heading level={1} size="display" id={titleId}>
              {t(`${document}.title`)}
            </Heading>
            <LastUpdated />
            <Text size="large" className={styles.intro}>
              <Prose text={t(`${document}.intro`, values)} />
            </Text>
          </header>

          <nav aria-labelledby={`${document}-toc`} className={styles.toc}>
            <Heading level={2} size="standard" id={`${document}-toc`}>
              {t('onThisPage')}
            </Heading>
            <ol className={styles.tocList}>
              {entries.map(([key, section]) => (
                <li key={key}>
                  <a href={`#${sectionAnchor(key)}`} className={styles.tocLink}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className={styles.body}>
            {entries.map(([key, section], index) => (
              <section
                key={key}
                id={sectionAnchor(key)}
                aria-labelledby={`${sectionAnchor(key)}-title`}
                className={styles.section}
              >
                <Heading level={2} size="large" id={`${sectionAnchor(key)}-title`}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}.
                  </span>{' '}
                  {section.title}
                </Heading>
                {section.content.map((block, blockIndex) =>
                  typeof block === 'string' ? (
                    <p key={blockIndex} className={styles.paragraph}>
                      <Prose text={block} />
                    </p>
                  ) : (
                    <ul key={blockIndex} className={styles.list}>
                      {block.map((item, itemIndex) => (
                        <li key={itemIndex}>
                          <Prose text={item} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}

            <section aria-labelledby={`${document}-contact`} className={styles.contactCard}>
              <Heading level={2} size="large" id={`${document}-contact`}>
                {t('contactHeading')}
              </Heading>
              <address className={styles.address}>
                <span>{t('entityLine', values)}</span>
                <span>
                  {t('officeLine', { address: isolatedLtr(i18n.language, officeAddress(site)) })}
                </span>
                <span>
                  {t('emailLine')} <a href={`mailto:${site.email}`}>{site.email}</a>
                </span>
                <span>
                  {t('phoneLine')}{' '}
                  <a href={`tel:${site.phoneHref}`} dir="ltr">
                    {site.phone}
                  </a>
                </span>
              </address>
            </section>

            <nav aria-labelledby={`${document}-related`} className={styles.related}>
              <Heading level={2} size="standard" id={`${document}-related`}>
                {t('related')}
              </Heading>
              <ul className={styles.relatedList}>
                {LEGAL_DOCUMENTS.filter((other) => other !== document).map((other) => (
                  <li key={other}>
                    <Link to={`/${other}`} className={styles.relatedLink}>
                      {t(`${other}.title`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </Container>
    </Section>
  );
}
