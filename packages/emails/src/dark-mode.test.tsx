import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { MIN_CONTRAST, asDarkClient, textContrasts, type StyleOf } from './contrast.ts';
import { emailStrings, renderEmail } from './index.ts';
import { SAMPLE_AGENCY, SAMPLE_EMAILS, type SampleEmail } from './samples.tsx';

/** Every template, with every optional part shown (the suspect warning, a recommendation). */
const EMAILS: Record<string, [string, SampleEmail]> = {
  'agency notice': ['en', SAMPLE_EMAILS.suspectNotification],
  receipt: ['ar', SAMPLE_EMAILS.quizReceipt],
  'newsletter confirmation': ['de', SAMPLE_EMAILS.confirmation],
  'newsletter welcome': ['ja', SAMPLE_EMAILS.welcome],
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
      const { html } = await renderEmail(build(await emailStrings(language, SAMPLE_AGENCY)));
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
        const { html } = await renderEmail(build(await emailStrings(language, SAMPLE_AGENCY)));
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
