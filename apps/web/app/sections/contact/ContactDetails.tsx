import { Card, Heading, Text } from '@travel/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trustClaimText } from '../../lib/catalog-text.ts';
import { site, useOfficeHours } from '../../site.ts';
import * as styles from './ContactDetails.css.ts';
import { TrustIcon } from '../../components/TrustIcon.tsx';
import type { ContactCatalog } from './catalog.server.ts';

/** Address, phone and e-mail of the office (spec §2 /contact: contact details). */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const { office } = site;
  return (
    // Not a named <section>: the footer's Get in Touch already is a region of that name, and
    // two landmarks with one name cannot be told apart.
    <Card className={styles.card}>
      <Heading level={2} size="large" id="contact-details-title">
        {t('details.title')}
      </Heading>
      <ul className={styles.list}>
        <li className={styles.item}>
          <MapPin className={styles.icon} aria-hidden="true" />
          <div>
            <p className={styles.label}>{t('details.visit')}</p>
            <address className={styles.address}>
              <span dir="ltr">{office.street}</span>
              <br />
              <span dir="ltr">{`${office.city}, ${office.region} ${office.postalCode}`}</span>
            </address>
          </div>
        </li>
        <li className={styles.item}>
          <Phone className={styles.icon} aria-hidden="true" />
          <div>
            <p className={styles.label}>{t('details.call')}</p>
            <a href={`tel:${site.phoneHref}`} className={styles.link} dir="ltr">
              {site.phone}
            </a>
          </div>
        </li>
        <li className={styles.item}>
          <Mail className={styles.icon} aria-hidden="true" />
          <div>
            <p className={styles.label}>{t('details.email')}</p>
            <a href={`mailto:${site.email}`} className={styles.link}>
              {site.email}
            </a>
          </div>
        </li>
      </ul>
      <Text size="small" tone="muted">
        {t('details.reply')}
      </Text>
    </Card>
  );
}

/**
 * Opening hours from the site configuration (spec §2 /contact: Mon-Fri, Sat, Sun closed), in
 * the interface language.
 */
export function OfficeHours() {
  const { t } = useTranslation('contact');
  const rows = useOfficeHours().map((row) => ({ day: row.days, time: row.time }));
  return (
    <Card as="section" aria-labelledby="office-hours-title" className={styles.card}>
      <Heading level={2} size="large" id="office-hours-title" className={styles.titleWithIcon}>
        <Clock className={styles.icon} aria-hidden="true" />
        {t('hours.title')}
      </Heading>
      <dl className={styles.hours}>
        {rows.map((row) => (
          <div key={row.day} className={styles.hoursRow}>
            <dt className={styles.day}>{row.day}</dt>
            <dd className={styles.time}>{row.time}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The agency's promises, from the catalog (spec §2 /contact: Why Choose list). The route's loader
 * gives them (`contactCatalog`), so the catalog module does not ship with the page.
 */
export function WhyChoose({ trustClaims }: Pick<ContactCatalog, 'trustClaims'>) {
  const { t, i18n } = useTranslation('contact');
  return (
    <Card as="section" aria-labelledby="why-choose-title" tone="sunken" className={styles.card}>
      <Heading level={2} size="large" id="why-choose-title">
        {t('whyChoose.title', { brand: site.brand })}
      </Heading>
      <ul className={styles.claims}>
        {trustClaims
          .map((entry) => ({ ...entry, ...trustClaimText(t, i18n.language, entry) }))
          .map((claim) => (
            <li key={claim.id} className={styles.item}>
              <TrustIcon name={claim.icon} className={styles.icon} />
              <div>
                <p className={styles.claimTitle}>
                  {claim.value ? <span className={styles.claimValue}>{claim.value} </span> : null}
                  {claim.title}
                </p>
                <Text size="small" tone="muted">
                  {claim.description}
                </Text>
              </div>
            </li>
          ))}
      </ul>
    </Card>
  );
}
