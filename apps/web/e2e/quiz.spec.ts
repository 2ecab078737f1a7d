import { expect, test, type Page } from '@playwright/test';
import { queryStored, startServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

// Each test starts its own server (its rows are read from disk after it stops): give it time.
test.describe.configure({ timeout: 120_000 });

const stepHeading = (page: Page) => page.locator('#quiz-step-heading');
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Tabs from wherever focus is to the first option of the question on screen. */
async function tabToFirstOption(page: Page) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const isOption = await page.evaluate(
      () => document.activeElement?.hasAttribute('data-option') ?? false,
    );
    if (isOption) return;
  }
  throw new Error('no quiz option reached by Tab');
}

/** Answers the question on screen by keyboard: Tab to the option at `index`, then Enter. */
async function chooseByKeyboard(page: Page, index: number, label: string) {
  await tabToFirstOption(page);
  for (let i = 0; i < index; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(label);
  await page.keyboard.press('Enter');
}

const progress = (page: Page) => page.getByRole('progressbar');

test('by keyboard alone to a known recommendation, then Take Quiz Again', async ({ page }) => {
  const server = await startServer();
  try {
    const errors = collectErrors(page);

    await page.goto(`${server.url}/quiz`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Vacation' }),
    ).toBeVisible();
    // The no-JavaScript note is in the page, but a browser running scripts never shows it.
    await expect(page.locator('noscript [role="status"]')).toHaveCount(0);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('button', { name: 'Adventure & the outdoors' })).toBeEnabled();

    const answers: [number, string, string][] = [
      [0, 'Adventure & the outdoors', '50'],
      [0, 'A long weekend', '75'],
      [0, 'Under $1,500', '100'],
    ];
    for (const [index, label, next] of answers) {
      await chooseByKeyboard(page, index, label);
      await expect(stepHeading(page)).toBeFocused();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', next);
    }
    await expect(page.getByText('Question 4 of 4')).toBeVisible();
    await chooseByKeyboard(page, 0, 'Just me');

    await expect(stepHeading(page)).toBeFocused();
    await expect(stepHeading(page)).toContainText('Almost there!');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.org');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toHaveText('Colorado Mountain Adventure');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByText('$899', { exact: true })).toBeVisible();
    await expect(page.getByText(/follow up within 24 hours at ada@example\.org/)).toBeVisible();
    const consultation = page.getByRole('link', { name: 'Book a Free Consultation' });
    const href = new URL((await consultation.getAttribute('href')) ?? '', server.url);
    expect(href.pathname).toBe('/contact');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      service: 'quiz-consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      recommendation: 'Colorado Mountain Adventure',
    });

    // Tab on to Take Quiz Again and start over.
    for (
      let presses = 0;
      presses < 10 && (await focusedText(page)) !== 'Take Quiz Again';
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedText(page)).toBe('Take Quiz Again');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('What kind of trip are you dreaming of?');
    await expect(stepHeading(page)).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();

    // The consultation link carries the result to the contact form.
    await chooseByKeyboard(page, 1, 'Rest & relaxation');
    await chooseByKeyboard(page, 1, 'About a week');
    await chooseByKeyboard(page, 1, '$1,500-$5,000');
    await chooseByKeyboard(page, 1, 'My partner');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your Name')).toHaveValue('');
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.org');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Tuscany Wellness Retreat');
    await page.getByRole('link', { name: 'Book a Free Consultation' }).press('Enter');
    await expect(page).toHaveURL(/\/contact\?service=quiz-consultation/);
    await expect(page.locator('form[action="/api/contact"]').getByLabel('Full Name')).toHaveValue(
      'Ada Lovelace',
    );
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }

  const rows = await queryStored<Record<string, unknown>>(
    server.dataDir,
    'select email, name, source from newsletter_subscribers',
  );
  expect(rows).toEqual([{ email: 'ada@example.org', name: 'Ada Lovelace', source: 'quiz' }]);
});

test('the lead step stores a quiz lead with the answers beside the sign-up, even when the sign-up fails', async ({
  page,
}) => {
  const server = await startServer();
  try {
    // The sign-up fails on the way: the lead is stored all the same, and the follow-up promised.
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/quiz`);
    for (const label of ['Adventure & the outdoors', 'A long weekend', 'Under $1,500', 'Just me'])
      await page.getByRole('button', { name: label }).click();
    await page.getByLabel('Your Name').fill('Lena Vogel');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('lena@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toHaveText('Colorado Mountain Adventure');
    await expect(page.getByText(/follow up within 24 hours at lena@example.org/)).toBeVisible();
  } finally {
    await server.stop();
  }
  const leads = await queryStored<Record<string, unknown>>(
    server.dataDir,
    "select source, name, email, destination, quiz from contacts where source = 'quiz'",
  );
  expect(leads).toEqual([
    {
      source: 'quiz',
      name: 'Lena Vogel',
      email: 'lena@example.org',
      destination: 'Colorado Mountain Adventure',
      quiz: {
        answers: { vibe: 'adventure', length: 'weekend', budget: 'budget', companions: 'solo' },
        recommendation: { name: 'Colorado Mountain Adventure', slug: null },
      },
    },
  ]);
  expect(await queryStored(server.dataDir, 'select id from newsletter_subscribers')).toEqual([]);
});

test('when the lead cannot be stored the results promise no follow-up, and the sign-up is kept', async ({
  page,
}) => {
  const server = await startServer();
  try {
    await page.route('**/api/quiz/lead', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/quiz`);
    for (const label of ['Rest & relaxation', 'About a week', '$1,500-$5,000', 'My partner'])
      await page.getByRole('button', { name: label }).click();
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('ada@example.org');
    const signedUp = page.waitForResponse('**/api/newsletter/subscribe');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toHaveText('Tuscany Wellness Retreat');
    await expect(page.locator('[data-sign-up="failed"]')).toBeVisible();
    await expect(page.getByText(/follow up within 24 hours/)).toHaveCount(0);
    expect((await signedUp).status()).toBe(200);
  } finally {
    await server.stop();
  }
  expect(
    await queryStored(server.dataDir, "select id from contacts where source = 'quiz'"),
  ).toEqual([]);
  expect(await queryStored(server.dataDir, 'select source from newsletter_subscribers')).toEqual([
    { source: 'quiz' },
  ]);
});

test('answers no named trip matches give the nearest destination, linked to its page, even when the sign-up fails', async ({
  page,
}) => {
  const server = await startServer();
  try {
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/quiz`);
    for (const label of ['Food & wine', 'A month or more', '$15,000+', 'A group of friends']) {
      await page.getByRole('button', { name: label }).click();
    }
    await page.getByLabel('Your Name').fill('Grace Hopper');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('grace@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();

    // Food and wine, a month, no limit, friends: the eight-day Tuscany tour for up to twelve.
    await expect(stepHeading(page)).toHaveText('Tuscany Wine & Food Tour');
    await expect(page.getByText('From $2,400', { exact: true })).toBeVisible();
    await expect(page.getByText('Customized Dream Vacation')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const consultation = page.getByRole('link', { name: 'Book a Free Consultation' });
    await expect(consultation).toHaveAttribute(
      'href',
      /recommendation=Tuscany\+Wine\+%26\+Food\+Tour/,
    );
    await page.getByRole('link', { name: 'See the Tuscany Wine & Food Tour trip' }).click();
    await expect(page).toHaveURL(/\/destinations\/tuscany-wine-italy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuscany Wine & Food Tour');
  } finally {
    await server.stop();
  }
  expect(await queryStored(server.dataDir, 'select id from newsletter_subscribers')).toEqual([]);
});

test('the results show at once while the sign-up request is still unanswered', async ({ page }) => {
  const server = await startServer();
  try {
    // The request is held and never answered, as a stalled network would.
    const held: string[] = [];
    await page.route('**/api/newsletter/subscribe', (route) => {
      held.push(route.request().postData() ?? '');
    });
    await page.goto(`${server.url}/quiz`);
    for (const label of [
      'Adventure & the outdoors',
      'About a week',
      '$1,500-$5,000',
      'My partner',
    ]) {
      await page.getByRole('button', { name: label }).click();
    }
    await page.getByLabel('Your Name').fill('Mary Jackson');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('mary@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();

    await expect(stepHeading(page)).toHaveText('Masai Mara Safari', { timeout: 2000 });
    await expect(stepHeading(page)).toBeFocused();
    expect(held).toHaveLength(1);
    expect(JSON.parse(held[0]!)).toMatchObject({
      email: 'mary@example.org',
      name: 'Mary Jackson',
      source: 'quiz',
    });
  } finally {
    await server.stop();
  }
});

test('the recommendation is fetched after the last answer, and can be fetched again when that fails', async ({
  page,
}) => {
  const server = await startServer();
  try {
    // The results' code (and the catalog it chooses from) is its own chunk, not loaded up front.
    const fetched: string[] = [];
    let reachable = false;
    await page.route(/\/assets\/QuizResults-[^/]*\.js$/, async (route) => {
      fetched.push(route.request().url());
      if (reachable) await route.continue();
      else await route.abort('internetdisconnected');
    });
    await gotoHydrated(page, `${server.url}/quiz`);
    for (const label of ['Adventure & the outdoors', 'About a week', '$1,500-$5,000']) {
      await page.getByRole('button', { name: label }).click();
    }
    await expect(stepHeading(page)).toBeFocused();
    expect(fetched).toEqual([]);

    await page.getByRole('button', { name: 'My partner' }).click();
    await expect.poll(() => fetched.length).toBe(1);
    await page.getByLabel('Your Name').fill('Mary Jackson');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('mary@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();

    await expect(stepHeading(page)).toHaveText('Your perfect trip');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('alert')).toContainText(
      'Your recommendation could not be loaded. Check your connection and try again.',
    );

    reachable = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(stepHeading(page)).toHaveText('Masai Mara Safari');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("the lead step's code arrives after the page is interactive, and the step waits for it", async ({
  page,
}) => {
  const server = await startServer();
  try {
    // Not among the modules the page fetches before it hydrates: asked for once it has.
    const html = await (await page.request.get(`${server.url}/quiz`)).text();
    expect(html).not.toMatch(/modulepreload[^>]*QuizLeadStep/);
    const fetched: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/QuizLeadStep-[^/]*\.js$/, async (route) => {
      fetched.push(route.request().url());
      await released;
      await route.continue();
    });
    await gotoHydrated(page, `${server.url}/quiz`);
    await expect.poll(() => fetched.length).toBe(1);

    // Every answer counts while it is on its way; the lead step then shows its heading.
    for (const label of ['Adventure & the outdoors', 'A long weekend', 'Under $1,500', 'Just me']) {
      await page.getByRole('button', { name: label }).click();
    }
    await expect(stepHeading(page)).toContainText('Almost there!');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByLabel('Your Name')).toHaveCount(0);

    release();
    await expect(page.getByLabel('Your Name')).toBeVisible();
    await expect(stepHeading(page)).toBeFocused();
    // Asked for after the page's `hydrated` mark (root.tsx): not among what it fetches to
    // become interactive, which the JavaScript budget counts.
    const [requested, hydrated] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('QuizLeadStep'))
        ?.startTime ?? -1,
      performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    ]);
    expect(requested).toBeGreaterThan(hydrated);
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('ada@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toHaveText('Colorado Mountain Adventure');
    expect(fetched).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

test("the lead step's code, when it cannot be fetched, is asked for again", async ({ page }) => {
  const server = await startServer();
  try {
    const fetched: string[] = [];
    let reachable = false;
    await page.route(/\/assets\/QuizLeadStep-[^/]*\.js$/, async (route) => {
      fetched.push(route.request().url());
      if (reachable) await route.continue();
      else await route.abort('internetdisconnected');
    });
    await gotoHydrated(page, `${server.url}/quiz`);
    await expect.poll(() => fetched.length).toBe(1);

    // The answers try again, and the lead step says what went wrong.
    for (const label of ['Culture & history', 'Two weeks', '$5,000-$15,000', 'My family']) {
      await page.getByRole('button', { name: label }).click();
    }
    await expect.poll(() => fetched.length).toBeGreaterThan(1);
    await expect(stepHeading(page)).toContainText('Almost there!');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');

    reachable = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Your Name')).toBeVisible();
    await expect(stepHeading(page)).toBeFocused();
    await page.getByLabel('Your Name').fill('Hedy Lamarr');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('hedy@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toHaveText('Heritage Tour of Japan');
  } finally {
    await server.stop();
  }
});

test('the lead step needs a name and a valid email before the results', async ({ page }) => {
  const server = await startServer();
  try {
    await page.goto(`${server.url}/quiz`);
    for (const label of ['Culture & history', 'Two weeks', '$5,000-$15,000', 'My family']) {
      await page.getByRole('button', { name: label }).click();
    }
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toContainText('Almost there!');
    await page.getByLabel('Your Name').fill('Hedy Lamarr');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toContainText('Almost there!');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('hedy@example.org');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(stepHeading(page)).toHaveText('Heritage Tour of Japan');
  } finally {
    await server.stop();
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tapped through to its recommendation, with nothing wider than the screen', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/quiz`);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      for (const [label, reached] of [
        ['Culture & history', '50'],
        ['Two weeks', '75'],
        ['$5,000-$15,000', '100'],
      ] as const) {
        await page.getByRole('button', { name: label }).click();
        await expect(progress(page)).toHaveAttribute('aria-valuenow', reached);
        expect(await overflow()).toBeLessThanOrEqual(0);
      }
      await page.getByRole('button', { name: 'My family' }).click();
      await page.getByLabel('Your Name').fill('Dorothy Vaughan');
      await page
        .getByRole('textbox', { name: 'Email Address', exact: true })
        .fill('dorothy@example.org');
      await page.getByRole('button', { name: 'See My Results' }).click();
      await expect(stepHeading(page)).toHaveText('Heritage Tour of Japan');
      await expect(page.getByText('$12,999', { exact: true })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Take Quiz Again' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    } finally {
      await server.stop();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quiz says it needs JavaScript and links to the contact page', async ({ page }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/quiz`);
      // Playwright's text and role locators skip <noscript>; CSS reaches what the browser shows.
      const note = page.locator('noscript [role="status"]');
      await expect(note).toBeVisible();
      await expect(note).toContainText('The quiz needs JavaScript');
      // The questions, which could not be answered, are not shown at all.
      await expect(page.getByRole('button', { name: 'Adventure & the outdoors' })).toBeHidden();
      await expect(page.getByRole('progressbar')).toBeHidden();
      await note.locator('a[href="/contact"]').click();
      await expect(page).toHaveURL(`${server.url}/contact`);
    } finally {
      await server.stop();
    }
  });
});
