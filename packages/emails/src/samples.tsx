import type { ReactElement } from 'react';
import {
  LeadNotification,
  LeadReceipt,
  NewsletterConfirm,
  NewsletterWelcome,
  type Agency,
  type emailStrings,
} from './index.ts';

/**
 * Sample e-mails for the stories and the tests: one agency, and each template filled as a real
 * message would be (not exported by the package).
 */
export const SAMPLE_AGENCY: Agency = {
  brand: 'Northstar Voyages',
  phone: '(612) 555-0147',
  email: 'hello@northstarvoyages.com',
  address: '401 N 3rd St, Suite 520, Minneapolis, MN 55401',
  origin: 'https://www.northstarvoyages.com',
};

/** An e-mail, built from its language's strings (`emailStrings`). */
export type SampleEmail = (strings: Awaited<ReturnType<typeof emailStrings>>) => ReactElement;

const agency = SAMPLE_AGENCY;

export const SAMPLE_EMAILS = {
  /** The agency's notice of an inquiry, every field filled. */
  notification: ({ t }) => (
    <LeadNotification
      t={t}
      agency={agency}
      kind="inquiry-form"
      name="Ada Lovelace"
      destination="Japan"
      suspect={null}
      fields={[
        { label: 'First name', value: 'Ada' },
        { label: 'Last name', value: 'Lovelace' },
        { label: 'Email', value: 'ada@example.org' },
        { label: 'Travel type', value: 'honeymoon' },
        { label: 'Message', value: 'Two weeks in Japan in April.\nCherry blossoms, please.' },
      ]}
      inboxUrl={`${agency.origin}/staff/leads/42`}
    />
  ),
  /** The notice of a lead the bot check doubted: its warning shown. */
  suspectNotification: ({ t }) => (
    <LeadNotification
      t={t}
      agency={agency}
      kind="contact-page"
      name="Win a prize"
      suspect="honeypot"
      fields={[{ label: 'Message', value: 'Click here' }]}
      inboxUrl={`${agency.origin}/staff/leads/43`}
    />
  ),
  /** The visitor's receipt of an inquiry. */
  receipt: ({ t, language }) => (
    <LeadReceipt
      language={language}
      t={t}
      agency={agency}
      kind="inquiry-form"
      travelType="family"
      destination="Japan"
      dates={{ start: '2027-04-02', end: '2027-04-16' }}
    />
  ),
  /** The receipt of the quiz's lead step, with the trip the quiz recommended. */
  quizReceipt: ({ t, language }) => (
    <LeadReceipt
      language={language}
      t={t}
      agency={agency}
      kind="quiz"
      travelType="family"
      destination="Japan"
      dates={{ start: '2027-04-02', end: '2027-04-16' }}
      recommendation="Kyoto in spring"
    />
  ),
  confirmation: ({ t, language }) => (
    <NewsletterConfirm
      language={language}
      t={t}
      agency={agency}
      confirmUrl={`${agency.origin}/api/newsletter/confirm?token=example`}
    />
  ),
  welcome: ({ t, language }) => (
    <NewsletterWelcome
      language={language}
      t={t}
      agency={agency}
      unsubscribeUrl={`${agency.origin}/api/newsletter/unsubscribe?token=example`}
    />
  ),
} satisfies Record<string, SampleEmail>;
