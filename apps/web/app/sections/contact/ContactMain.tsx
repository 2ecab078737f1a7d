import { Card, Container, Heading, Section, Text } from '@travel/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDetails, OfficeHours } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';
import * as styles from './ContactMain.css.ts';
import { useContactRequest } from './useContactRequest.ts';
import { StaticPart } from '../../lib/static-part.tsx';

/**
 * The form card beside the office's details and hours, then `children`: the promises
 * (`WhyChoose`, given its entries by the route's loader). The form is an island; the details
 * and hours are static (lib/static-part.tsx).
 */
export function ContactMain({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('contact');
  const [request, markSent] = useContactRequest();
  // The form starts afresh once sent; its success message stays (until the next send).
  const [sent, setSent] = useState(false);
  return (
    <Section padding="small">
      <Container>
        <div className={styles.layout}>
          <Card as="section" aria-labelledby="contact-form-title" className={styles.formCard}>
            <Heading level={2} id="contact-form-title">
              {t('form.title')}
            </Heading>
            <Text tone="muted">{t('form.intro')}</Text>
            {/* A new request (after hydration, or sent) refills the fields the visitor left alone. */}
            <ContactForm
              request={request}
              sent={sent}
              onSent={() => {
                setSent(true);
                markSent();
              }}
            />
          </Card>
          <StaticPart id="contact-details" className={styles.aside}>
            {!import.meta.env.ISLANDS && (
              <>
                <ContactDetails />
                <OfficeHours />
              </>
            )}
          </StaticPart>
        </div>
        {children}
      </Container>
    </Section>
  );
}
