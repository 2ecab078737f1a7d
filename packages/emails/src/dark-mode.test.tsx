import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MIN_CONTRAST, asDarkClient, textContrasts, type StyleOf } from './contrast.ts';
import {
  emailStrings,
  LeadNotification,
  LeadReceipt,
  NewsletterConfirm,
  NewsletterWelcome,
  renderEmail,
  type Agency,
} from './index.ts';

const agency: Agency = {
  brand: 'Northstar Voyages',
  phone: '(612) 555-0147',
  email: 'hello@example.org',
  address: '401 N 3rd St, Minneapolis, MN 55401',
  origin: 'https://www.example.org',
};

type Strings = Awaited<ReturnType<typeof emailStrings>>;

/** Every template, with every optional part shown (the suspect warning, a footer link). */
const EMAILS: Record<string, [string, (strings: Strings) => ReactElement]> = {
  'agency notice': [
    'en',
    ({ t }) => (
      <LeadNotification
        t={t}
        agency={agency}
        kind="contact-page"
        name="Win a prize"
        suspect="honeypot"
        fields={[{ label: 'Message', value: 'Hello\nthere' }]}
        inboxUrl={`${agency.origin}/staff/leads/1`}
      />
    ),
  ],
  receipt: [
    'ar',
    ({ t, language }) => (
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
  ],
  'newsletter confirmation': [
    'de',
    ({ t, language }) => (
      <NewsletterConfirm
        language={language}
        t={t}
        agency={agency}
        confirmUrl={`${agency.origin}/api/newsletter/confirm?token=x`}
      />
    ),
  ],
  'newsletter welcome': [
    'ja',
    ({ t, language }) => (
      <NewsletterWelcome
        language={language}
        t={t}
        agency={agency}
        unsubscribeUrl={`${agency.origin}/api/newsletter/unsubscribe?token=x`}
      />
    ),
  ],
};

/** `.class { prop: value !important; … }` rules of one block of a style sheet. */
function rulesOf(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Record<string, string> = {};
    for (const declaration of body!.split(';')) {
      const [property, value] = declaration.split(':').map((part) => part?.trim());
      if (property && value) declarations[property] = value.replace(/\s*!important$/, '');
    }
    for (const selector of selectors!.split(','))
      rules.set(selector.trim(), { ...rules.get(selector.trim()), ...declarations });
  }
  return rules;
}

/**
 * The colours a client gives each element: the inline style, overridden in dark mode by the
 * `!important` rules of the style sheet's `prefers-color-scheme: dark` block for the element's
 * classes (and `body`). Inheritance is left to `textContrasts`, which walks up the tree.
 */
function clientStyles(html: string, scheme: 'light' | 'dark'): { root: Element; styleOf: StyleOf } {
  const { document } = new JSDOM(html).window;
  const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  const block = /@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/.exec(sheet)?.[1] ?? '';
  const dark = rulesOf(block);
  const styleOf: StyleOf = (element) => {
    const style = (element as HTMLElement).style;
    let color: string | null = style?.color || null;
    let background: string | null = style?.backgroundColor || style?.background || null;
    if (scheme === 'dark') {
      const selectors = [
        element.tagName.toLowerCase(),
        ...[...element.classList].map((name) => `.${name}`),
      ];
      for (const selector of selectors) {
        const rule = dark.get(selector);
        if (rule?.color) color = rule.color;
        if (rule?.background) background = rule.background;
      }
    }
    return { color, background };
  };
  return { root: document.body, styleOf };
}

describe('the e-mails in light and dark', () => {
  for (const [name, [language, build]] of Object.entries(EMAILS)) {
    it(`the ${name} declares both schemes and has dark rules for every class it uses`, async () => {
      const { html } = await renderEmail(build(await emailStrings(language, agency)));
      expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(html).toContain('@media (prefers-color-scheme: dark)');
      const used = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')));
      for (const name of used) {
        expect(html).toContain(`.${name} {`);
        // Outlook.com darkens by attributes, not by the media query.
        expect(html).toMatch(new RegExp(`\\[data-og(sc|sb)\\] \\.${name} `));
      }
    });

    for (const scheme of ['light', 'dark'] as const) {
      it(`every text of the ${name} reads ${MIN_CONTRAST}:1 or better in ${scheme}`, async () => {
        const { html } = await renderEmail(build(await emailStrings(language, agency)));
        const { root, styleOf } = clientStyles(html, scheme);
        const texts = textContrasts(root, styleOf);
        expect(texts.length).toBeGreaterThan(4);
        expect(texts.filter((text) => text.ratio < MIN_CONTRAST)).toEqual([]);
      });
    }
  }

  it('measures what it claims: the receipt as it was before issue 28 fails in dark', () => {
    // react-email had moved the body's text colour onto a cell without a class: dark text
    // (#1d2329) stayed on the card the dark rules darkened.
    const before = `<html><head><style>
@media (prefers-color-scheme: dark) {
  body, .email-body { background: #111418 !important; color: #e8eaed !important; }
  .email-card { background: #1b1f24 !important; border-color: #333a42 !important; }
}</style></head><body class="email-body" style="background-color:#f4f6f8">
<table><tbody><tr><td style="background-color:#f4f6f8;color:#1d2329">
<table class="email-card" style="background-color:#ffffff"><tbody><tr><td>
<h1>Thank you — we have your request</h1></td></tr></tbody></table>
</td></tr></tbody></table></body></html>`;
    const light = clientStyles(before, 'light');
    expect(textContrasts(light.root, light.styleOf)[0]!.ratio).toBeGreaterThan(MIN_CONTRAST);
    const dark = clientStyles(before, 'dark');
    expect(textContrasts(dark.root, dark.styleOf)[0]!.ratio).toBeLessThan(2);
  });

  it('renders the dark rules for any viewer for Storybook, and refuses an e-mail without them', () => {
    const html =
      '<html><head><style>@media (prefers-color-scheme: dark) { .a { color: #fff } }</style></head></html>';
    expect(asDarkClient(html)).toContain('@media all');
    expect(() => asDarkClient('<html></html>')).toThrow(/no dark-mode styles/);
  });
});
