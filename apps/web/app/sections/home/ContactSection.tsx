import type { HomeCatalog } from './catalog.server.ts';
import { Container, Icon, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { trustClaimText } from '../../lib/catalog-text.ts';
import { InquiryForm } from '../../components/InquiryForm.tsx';
import * as styles from './ContactSection.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { iconTile } from './tones.css.ts';
import { StaticPart } from '../../lib/static-part.tsx';

/** Promises shown beside the form: the reply time, the support line and the price guarantee. */
const PROMISES = ['reply', 'support', 'best-price'];

/** What the form's card sits beside: the section's title and the agency's promises. */
function ContactAside({ trustClaims }: Pick<HomeCatalog, 'trustClaims'>) {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation('home');
  const promises = trustClaims.filter((claim) => PROMISES.includes(claim.id));
  return (
    <>
      <SectionHeader
        flush
        id="inquiry-title"
        eyebrow={th('contact.eyebrow')}
        title={t('inquiry.title')}
        intro={t('inquiry.intro')}
      />
      <ul className={styles.promises}>
        {promises
          .map((entry) => ({ ...entry, ...trustClaimText(t, i18n.language, entry) }))
          .map((claim) => (
            <li key={claim.id} className={styles.promise}>
              <span className={iconTile.success}>
                <Icon name={claim.icon} size="medium" />
              </span>
              <div>
                <p className={styles.promiseTitle}>{claim.title}</p>
                <p className={styles.promiseText}>{claim.description}</p>
              </div>
            </li>
          ))}
      </ul>
    </>
  );
}

/**
 * The inquiry form that closes the page (spec §2 Home), reachable as `/#contact`. The form is an
 * island; what sits beside it is static (lib/static-part.tsx).
 */
export function ContactSection({ trustClaims }: Pick<HomeCatalog, 'trustClaims'>) {
  return (
    <Section id="contact" tone="sunken" className={styles.root} aria-labelledby="inquiry-title">
      <Container>
        <div className={styles.layout}>
          <StaticPart id="home-contact-aside" className={styles.aside}>
            {!import.meta.env.ISLANDS && <ContactAside trustClaims={trustClaims} />}
          </StaticPart>
          <div className={styles.formCard}>
            <InquiryForm />
          </div>
        </div>
      </Container>
    </Section>
  );
}
