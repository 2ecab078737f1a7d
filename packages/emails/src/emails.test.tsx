import { describe, expect, it } from 'vitest';
import {
  emailStrings,
  LeadNotification,
  leadNotificationSubject,
  LeadReceipt,
  NewsletterConfirm,
  renderEmail,
} from './index.ts';

const agency = {
  brand: 'Northstar Voyages',
  phone: '(612) 555-0147',
  email: 'hello@example.org',
  address: '401 N 3rd St, Minneapolis, MN 55401',
  origin: 'https://www.example.org',
};

describe('emails', () => {
  it('renders a receipt in the visitor language, HTML and text, right to left for Arabic', async () => {
    const { t, language } = await emailStrings('ar', agency);
    const { html, text } = await renderEmail(
      <LeadReceipt
        language={language}
        t={t}
        agency={agency}
        kind="inquiry-form"
        travelType="family"
        destination="Japan"
      />,
    );
    expect(html).toContain('lang="ar"');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(text).toContain('شكرًا لك، لقد تلقّينا طلبك');
    expect(text).toContain('عائلية');
    expect(text).toContain('Japan');
    expect(text).not.toContain('<');
  });

  it('falls back to English for an unknown language', async () => {
    const { t, language } = await emailStrings('xx', agency);
    expect(language).toBe('en');
    const { text } = await renderEmail(
      <NewsletterConfirm
        language={language}
        t={t}
        agency={agency}
        confirmUrl="https://x.test/c?token=a"
      />,
    );
    expect(text).toContain('Confirm subscription');
    expect(text).toContain('https://x.test/c?token=a');
  });

  it('keeps the notification subject on one line', async () => {
    const subject = leadNotificationSubject({
      kind: 'inquiry-form',
      name: 'Ada\r\nBcc: victim@example.org',
      destination: 'Japan',
      suspect: 'honeypot',
    });
    expect(subject).toBe('[Suspect] New inquiry: Ada Bcc: victim@example.org — Japan');
    const { t } = await emailStrings('en', agency);
    const { text } = await renderEmail(
      <LeadNotification
        t={t}
        agency={agency}
        kind="inquiry-form"
        name="Ada"
        suspect={null}
        fields={[{ label: 'Message', value: 'Hello' }]}
        inboxUrl="https://x.test/staff/leads/1"
      />,
    );
    expect(text).toContain('Message: Hello');
  });
});
