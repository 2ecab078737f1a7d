import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import {
  emailStrings,
  LeadNotification,
  LeadReceipt,
  NewsletterConfirm,
  NewsletterWelcome,
  renderEmail,
  type Agency,
} from './index.ts';

/**
 * Each e-mail as a client shows it: the HTML part in a frame (its own document, as in a mail
 * client; switch the OS or browser to dark to see the dark-mode styles), the plain-text part
 * below it.
 */
const agency: Agency = {
  brand: 'Northstar Voyages',
  phone: '(612) 555-0147',
  email: 'hello@northstarvoyages.com',
  address: '401 N 3rd St, Suite 520, Minneapolis, MN 55401',
  origin: 'https://www.northstarvoyages.com',
};

function EmailPreview({ html, text, title }: { html: string; text: string; title: string }) {
  return (
    <div>
      <iframe title={title} srcDoc={html} style={{ border: 0, height: 720, width: '100%' }} />
      <h2 style={{ fontSize: 14 }}>Plain-text part</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{text}</pre>
    </div>
  );
}

type Props = { language: string };
type Build = (props: Awaited<ReturnType<typeof emailStrings>>) => ReactElement;

const meta = {
  title: 'Emails',
  parameters: { layout: 'fullscreen' },
  argTypes: {
    language: {
      control: 'select',
      options: ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'],
    },
  },
} satisfies Meta<Props>;
export default meta;

type Story = StoryObj<Props>;

function story(title: string, build: Build, language = 'en'): Story {
  return {
    args: { language },
    loaders: [
      async ({ args }) => renderEmail(build(await emailStrings((args as Props).language, agency))),
    ],
    render: (_args, { loaded }) => (
      <EmailPreview title={title} html={loaded.html as string} text={loaded.text as string} />
    ),
  };
}

export const AgencyNotification: Story = story('Lead notification', ({ t }) => (
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
));

export const SuspectNotification: Story = story('Suspect lead notification', ({ t }) => (
  <LeadNotification
    t={t}
    agency={agency}
    kind="contact-page"
    name="Win a prize"
    suspect="honeypot"
    fields={[{ label: 'Message', value: 'Click here' }]}
    inboxUrl={`${agency.origin}/staff/leads/43`}
  />
));

const receipt: Build = ({ t, language }) => (
  <LeadReceipt
    language={language}
    t={t}
    agency={agency}
    kind="inquiry-form"
    travelType="family"
    destination="Japan"
    dates={{ start: '2027-04-02', end: '2027-04-16' }}
  />
);
export const Receipt: Story = story('Receipt', receipt);
export const ReceiptArabic: Story = story('Receipt (Arabic, right to left)', receipt, 'ar');

export const Confirmation: Story = story('Newsletter confirmation', ({ t, language }) => (
  <NewsletterConfirm
    language={language}
    t={t}
    agency={agency}
    confirmUrl={`${agency.origin}/api/newsletter/confirm?token=example`}
  />
));

export const Welcome: Story = story('Newsletter welcome', ({ t, language }) => (
  <NewsletterWelcome
    language={language}
    t={t}
    agency={agency}
    unsubscribeUrl={`${agency.origin}/api/newsletter/unsubscribe?token=example`}
  />
));
