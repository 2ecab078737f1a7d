import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { DEPARTURE, RETURN, gotoHydrated } from './support.ts';

/**
 * A refusal the page could not foresee (a limit reached, a service away) comes back as
 * `success: false` with a message and no field to correct: every form shows its failure title
 * with the server's message, which the API words in the page's language (issue 31; spec §8,
 * "Submission failed" / "Subscription failed" with the server message). The API is
 * intercepted here; its own tests hold that it answers in every language
 * (apps/api/test/answer-language.test.ts).
 */

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** What the API answers in `language` (its `api` dictionary). */
const answers = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/i18n/src/${language}/api.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<AnswerKey, string>;

type AnswerKey = 'contactUnavailable' | 'newsletterUnavailable' | 'tooManyRequests';

/** What the API answers each language when it cannot take a lead or a sign-up. */
const ANSWERS = { en: answers('en'), de: answers('de') } as const;

/** Each form's failure title, as the page's dictionaries write it. */
const TITLES = {
  en: {
    inquiry: 'Something went wrong',
    contact: 'Error',
    flight: 'Submission failed',
    newsletter: 'Subscription failed',
  },
  de: {
    inquiry: 'Etwas ist schiefgelaufen',
    contact: 'Fehler',
    flight: 'Senden fehlgeschlagen',
    newsletter: 'Anmeldung fehlgeschlagen',
  },
} as const;

type Language = keyof typeof ANSWERS;
type Kind = keyof (typeof TITLES)['en'];

interface FormCase {
  name: string;
  kind: Kind;
  path: string;
  endpoint: '/api/contact' | '/api/newsletter/subscribe';
  message: AnswerKey;
  form: (page: Page) => Locator;
  fill: (form: Locator) => Promise<void>;
}

const CASES: FormCase[] = [
  {
    name: 'the home inquiry',
    kind: 'inquiry',
    path: '/',
    endpoint: '/api/contact',
    message: 'contactUnavailable',
    form: (page) =>
      page.locator('form[action="/api/contact"]', { has: page.locator('[name="firstName"]') }),
    fill: async (form) => {
      await form.locator('[name="firstName"]').fill('Ada');
      await form.locator('[name="lastName"]').fill('Lovelace');
      await form.locator('[name="email"]').fill('ada@example.org');
      await form.locator('[name="message"]').fill('Ten days in Japan in April.');
    },
  },
  {
    name: 'the contact page',
    kind: 'contact',
    path: '/contact',
    endpoint: '/api/contact',
    message: 'contactUnavailable',
    form: (page) => page.locator('form[action="/api/contact"]'),
    fill: async (form) => {
      await form.locator('[name="name"]').fill('Ada Lovelace');
      await form.locator('[name="email"]').fill('ada@example.org');
      await form.locator('[name="message"]').fill('Ten days in Japan in April.');
    },
  },
  {
    name: 'the flight request',
    kind: 'flight',
    path: '/flight-booking',
    endpoint: '/api/contact',
    message: 'tooManyRequests',
    form: (page) => page.locator('form[action="/api/contact"]'),
    fill: async (form) => {
      await form.locator('[name="firstName"]').fill('Amelia');
      await form.locator('[name="lastName"]').fill('Earhart');
      await form.locator('[name="email"]').fill('amelia@example.org');
      await form.locator('[name="phone"]').fill('+1 612 555 0123');
      await form.locator('[name="departureCity"]').fill('Minneapolis (MSP)');
      await form.locator('[name="arrivalCity"]').fill('Honolulu (HNL)');
      await form.locator('[name="departureDate"]').fill(DEPARTURE);
      await form.locator('[name="returnDate"]').fill(RETURN);
      await form.locator('select[name="passengers"]').selectOption('1');
      await form.locator('select[name="class"]').selectOption('economy');
    },
  },
  {
    name: 'the home newsletter',
    kind: 'newsletter',
    path: '/',
    endpoint: '/api/newsletter/subscribe',
    message: 'newsletterUnavailable',
    form: (page) =>
      page.locator('form[action="/api/newsletter/subscribe"]', {
        has: page.locator('input[name="source"][value="home"]'),
      }),
    fill: async (form) => {
      await form.locator('[name="name"]').fill('Ada');
      await form.locator('[name="email"]').fill('ada@example.org');
    },
  },
  {
    name: 'the blog newsletter',
    kind: 'newsletter',
    path: '/blog',
    endpoint: '/api/newsletter/subscribe',
    message: 'tooManyRequests',
    form: (page) =>
      page.locator('form[action="/api/newsletter/subscribe"]', {
        has: page.locator('input[name="source"][value="blog-index"]'),
      }),
    fill: async (form) => {
      await form.locator('[name="email"]').fill('ada@example.org');
    },
  },
];

for (const language of Object.keys(ANSWERS) as Language[]) {
  test.describe(`in ${language}`, () => {
    for (const form of CASES) {
      test(`${form.name} shows the server's message under its failure title`, async ({ page }) => {
        const message = ANSWERS[language][form.message];
        const sent: { language?: string; header?: string }[] = [];
        await page.route(`**${form.endpoint}`, async (route) => {
          const request = route.request();
          sent.push({
            language: (request.postDataJSON() as { language?: string }).language,
            header: (await request.headerValue('accept-language')) ?? undefined,
          });
          await route.fulfill({ status: 503, json: { success: false, message } });
        });
        await gotoHydrated(
          page,
          `${server.url}${language === 'en' ? form.path : `/${language}${form.path}`}`,
        );
        const element = form.form(page);
        await form.fill(element);
        await element.locator('button[type="submit"]').click();

        const alert = element.getByRole('alert');
        await expect(alert).toContainText(TITLES[language][form.kind]);
        await expect(alert).toContainText(message);
        // The page asked for its own language, in the body and in the header.
        expect(sent).toEqual([{ language, header: language }]);
      });
    }
  });
}
