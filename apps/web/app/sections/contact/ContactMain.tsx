import { Card, Container, Heading, Section, Text } from '@travel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDetails, OfficeHours, WhyChoose } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';
import * as styles from './ContactMain.css.ts';
import { useContactRequest } from './useContactRequest.ts';

/** The form card beside the office's details, hours and promises. */
export function ContactMain() {
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
          <div className={styles.aside}>
            <ContactDetails />
            <OfficeHours />
          </div>
        </div>
        <WhyChoose />
      </Container>
    </Section>
  );
}
