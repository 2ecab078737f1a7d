import { localizeBundled } from '@travel/catalog/i18n/bundled';
import { describe, expect, it } from 'vitest';
import {
  emailStrings,
  LeadNotification,
  leadNotificationSubject,
  LeadReceipt,
  NewsletterConfirm,
  receiptDestination,
  receiptRecommendation,
  receiptService,
  renderEmail,
} from './index.ts';
import { SAMPLE_AGENCY, SAMPLE_EMAILS } from './samples.tsx';

const agency = SAMPLE_AGENCY;

describe('emails', () => {
  it('renders a receipt in the visitor language, HTML and text, right to left for Arabic', async () => {
    const { html, text } = await renderEmail(
      SAMPLE_EMAILS.receipt(await emailStrings('ar', agency)),
    );
    expect(html).toContain('lang="ar"');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(text).toContain('شكرًا لك، لقد تلقّينا طلبك');
    expect(text).toContain('عائلية');
    expect(text).toContain('Japan');
    expect(text).not.toContain('<');
  });

  it("writes a receipt's dates out in its language, and leaves out a date that does not exist", async () => {
    const { t, language } = await emailStrings('de', agency);
    const receipt = (dates: { start: string; end?: string }) =>
      renderEmail(
        <LeadReceipt language={language} t={t} agency={agency} kind="contact-page" dates={dates} />,
      );
    const { text } = await receipt({ start: '2027-04-02', end: '2027-04-16' });
    expect(text).toContain('2. April 2027 – 16. April 2027');
    for (const impossible of ['2027-02-31', '2027-13-01', 'log in at http://x.test']) {
      const { text: written } = await receipt({ start: '2027-04-02', end: impossible });
      expect(written).not.toContain('2027');
      expect(written).not.toContain('http');
    }
  });

  it("names the destination, the service and the recommended trip in the receipt's language, from the catalog", async () => {
    const { t, language } = await emailStrings('de', agency);
    const [destination, service, named, nearest] = await Promise.all([
      receiptDestination('kenya-safari-masai-mara', language),
      receiptService({ service: 'mystery-travel', package: 'weekend' }, language),
      receiptRecommendation({ name: 'Tuscany Wellness Retreat', slug: null }, language),
      receiptRecommendation(
        { name: 'Japan Cultural Journey', slug: 'japan-cultural-tour' },
        language,
      ),
    ]);
    expect(destination).toBe('Safari in der Masai Mara');
    expect(named).toBe('Wellness-Auszeit in der Toskana');
    expect(nearest).toBe('Kulturreise Japan');
    const packages = await localizeBundled('mysteryPackages', 'de');
    const weekend = packages.find((entry) => entry.id === 'weekend')!;
    expect(weekend.lang).toBe('de');
    expect(service).toBe(weekend.title);
    const { text, html } = await renderEmail(
      <LeadReceipt
        language={language}
        t={t}
        agency={agency}
        kind="contact-page"
        destination={destination ?? null}
        service={service ?? null}
        recommendation={named ?? null}
      />,
    );
    expect(text).toMatch(/Reiseziel:\s*Safari in der Masai Mara/);
    expect(text).toMatch(new RegExp(`Leistung:\\s*${service}`));
    expect(text).toMatch(/Empfohlene Reise:\s*Wellness-Auszeit in der Toskana/);
    expect(html).toContain('lang="de"');
    // The same names in English, and nothing for what the catalog does not have.
    expect(await receiptDestination('Kenya', 'en')).toBeUndefined();
    expect(await receiptDestination('KENYA-SAFARI-MASAI-MARA', 'en')).toBe('Masai Mara Safari');
    expect(await receiptRecommendation('log in at http://evil.test', 'de')).toBeUndefined();
    expect(await receiptService({ service: 'gift-voucher', type: 'nope' }, 'de')).toBeUndefined();
    expect(await receiptService({ service: 'gift-voucher-info' }, 'de')).toBeUndefined();
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
