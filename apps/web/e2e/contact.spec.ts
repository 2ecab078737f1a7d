import { expect, test, type Page } from '@playwright/test';
import { queryStored, startServer } from './server.ts';
import { gotoHydrated, waitForHydration } from './support.ts';

/** Console errors and page errors of a page, to assert none happened (hydration included). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const form = (page: Page) => page.locator('form[action="/api/contact"]');

// Each test starts its own server (its rows are read from disk after it stops): give it time.
test.describe.configure({ timeout: 120_000 });

test('a gift voucher request: shown, prefilled, sent with its context and stored', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const errors = collectErrors(page);
    // The server fills the form's <noscript> for this query: hydration must not mind (no
    // console error below), and the visitor sees the page's own notice, not that one.
    await page.goto(`${server.url}/contact?service=gift-voucher&type=romantic&amount=2500`);
    await waitForHydration(page);
    await expect(form(page).getByRole('note')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contact Our Travel Experts' }),
    ).toBeVisible();

    const notice = page.getByRole('status').filter({ hasText: "You're asking about" });
    await expect(notice).toContainText('Romantic Getaway gift voucher, $2,500');
    const message = form(page).getByLabel('Tell Us About Your Dream Trip');
    await expect(message).toHaveValue(
      "Hello! I'd like to buy a Romantic Getaway gift voucher worth $2,500.",
    );
    await expect(message).toHaveAttribute('rows', '5');

    await form(page).getByLabel('Full Name').fill('Grace Hopper');
    await form(page).getByLabel('Email Address').fill('grace.hopper@example.org');
    await form(page).getByLabel('Phone Number').fill('+1 612 555 0199');
    await form(page).getByLabel('Travel Dates').fill('February 2027');
    await form(page).getByLabel('Group Size').selectOption('2');
    await message.fill(
      "Hello! I'd like to buy a Romantic Getaway gift voucher worth $2,500. It's for our anniversary.",
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Full Name')).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }

  const rows = await queryStored<Record<string, unknown>>(
    server.dataDir,
    'select source, name, email, phone, travel_dates, destination, group_size, budget, message, context, first_name, suspect from contacts',
  );
  expect(rows).toEqual([
    {
      source: 'contact-page',
      name: 'Grace Hopper',
      email: 'grace.hopper@example.org',
      phone: '+1 612 555 0199',
      travel_dates: 'February 2027',
      destination: null,
      group_size: '2',
      budget: null,
      message:
        "Hello! I'd like to buy a Romantic Getaway gift voucher worth $2,500. It's for our anniversary.",
      context: { service: 'gift-voucher', type: 'romantic', amount: '2500' },
      first_name: null,
      suspect: false,
    },
  ]);
});

test('a quiz consultation prefills name, email and message; a destination prefills its field', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const query = new URLSearchParams({
      service: 'quiz-consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      recommendation: 'Tuscany Wellness Retreat',
    });
    await gotoHydrated(page, `${server.url}/contact?${query}`);
    await expect(form(page).getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(form(page).getByLabel('Email Address')).toHaveValue('ada@example.org');
    await expect(form(page).getByLabel('Tell Us About Your Dream Trip')).toHaveValue(
      "Hello! The travel quiz recommended Tuscany Wellness Retreat for me, and I'd like to talk it through with a travel expert.",
    );
    await expect(page.getByText('Your travel quiz result: Tuscany Wellness Retreat')).toBeVisible();

    await gotoHydrated(page, `${server.url}/contact?destination=Santorini+Honeymoon`);
    await expect(form(page).getByLabel('Destination')).toHaveValue('Santorini Honeymoon');
    await expect(page.getByText('Destination: Santorini Honeymoon')).toBeVisible();
  } finally {
    await server.stop();
  }
});

// A failure with the server's own words shows them instead (e2e/server-message.spec.ts).
test('a failed send says so under the form and keeps every field', async ({ page }) => {
  const server = await startServer();
  try {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await gotoHydrated(page, `${server.url}/contact`);
    await form(page).getByLabel('Full Name').fill('Grace Hopper');
    await form(page).getByLabel('Email Address').fill('grace.hopper@example.org');
    await form(page).getByLabel('Tell Us About Your Dream Trip').fill('Somewhere warm in March.');
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Failed to send message. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(form(page).getByLabel('Tell Us About Your Dream Trip')).toHaveValue(
      'Somewhere warm in March.',
    );

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Failed to send message. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Email Address')).toHaveValue('grace.hopper@example.org');
  } finally {
    await server.stop();
  }
  expect(await queryStored(server.dataDir, 'select id from contacts')).toEqual([]);
});

test('the map is a drawing with a link to OpenStreetMap; nothing loads from a third party', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url)) outside.push(request.url());
    });
    await gotoHydrated(page, `${server.url}/contact`);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('img', { name: /Illustrated map of downtown Minneapolis/ }),
    ).toBeVisible();
    const link = page.getByRole('link', { name: /Open in Maps/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=44.9855&mlon=-93.2700#map=17/44.9855/-93.2700',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    // The hours' days as the page formats them (SITE_HOURS, per language): Mon-Fri or Mon – Fri.
    await expect(page.getByText(/^Mon\s*[-–]\s*Fri$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why Choose Northstar Voyages?' }),
    ).toBeVisible();
    expect(outside).toEqual([]);
  } finally {
    await server.stop();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts as a plain form, lands on its thank-you page and is stored', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/contact`);
      await form(page).getByLabel('Full Name').fill('Katherine Johnson');
      await form(page).getByLabel('Email Address').fill('katherine@example.org');
      await form(page).getByLabel('Destination').fill('Iceland');
      await form(page).getByLabel('Budget').selectOption('10000-20000');
      await form(page)
        .getByLabel('Tell Us About Your Dream Trip')
        .fill('The northern lights in February.');
      await form(page).getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL(`${server.url}/thank-you/contact`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Message Sent Successfully!',
      );
      await expect(
        page.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
      ).toBeVisible();
    } finally {
      await server.stop();
    }
    const rows = await queryStored<Record<string, unknown>>(
      server.dataDir,
      'select source, name, email, destination, budget, message, context from contacts',
    );
    expect(rows).toEqual([
      {
        source: 'contact-page',
        name: 'Katherine Johnson',
        email: 'katherine@example.org',
        destination: 'Iceland',
        budget: '10000-20000',
        message: 'The northern lights in February.',
        context: null,
      },
    ]);
  });

  test('a gift voucher request is shown and sent with the message, though the page cannot read its query', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/contact?service=gift-voucher&type=romantic&amount=2500`);
      // The server wrote it into the form (the page's own notice needs JavaScript).
      const summary = form(page).getByRole('note', { name: "You're asking about" });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('listitem')).toHaveText([
        'Romantic Getaway gift voucher, $2,500',
      ]);
      await expect(summary).toContainText(
        "We'll send this with your message, so you don't have to repeat it.",
      );

      await form(page).getByLabel('Full Name').fill('Katherine Johnson');
      await form(page).getByLabel('Email Address').fill('katherine@example.org');
      await form(page)
        .getByLabel('Tell Us About Your Dream Trip')
        .fill('For our anniversary in May.');
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(`${server.url}/thank-you/contact`);
    } finally {
      await server.stop();
    }
    const rows = await queryStored<Record<string, unknown>>(
      server.dataDir,
      'select source, name, message, context from contacts',
    );
    expect(rows).toEqual([
      {
        source: 'contact-page',
        name: 'Katherine Johnson',
        message: 'For our anniversary in May.',
        context: { service: 'gift-voucher', type: 'romantic', amount: '2500' },
      },
    ]);
  });

  test('a refused message says which fields to check and how to get back to them', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/contact?service=gift-voucher-info`);
      await form(page).getByLabel('Full Name').fill('Katherine Johnson');
      await form(page).getByLabel('Email Address').fill('katherine@example.org');
      // Past the browser's own check (which needs a message), the API's: a message of spaces.
      await form(page).getByLabel('Tell Us About Your Dream Trip').fill('   ');
      await form(page).getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/form-error/invalid');
      expect(new URL(page.url()).searchParams.get('fields')).toBe('message');
      expect(new URL(page.url()).searchParams.get('from')).toBe(
        '/contact?service=gift-voucher-info',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your form');
      await expect(
        page.getByText(
          /Use your browser's Back button to return to the form \(what you typed is still there\)/,
        ),
      ).toBeVisible();

      // The browser's Back button brings the form back as it was left.
      await page.goBack();
      await expect(form(page).getByLabel('Full Name')).toHaveValue('Katherine Johnson');
    } finally {
      await server.stop();
    }
  });
});

test('with JavaScript, the error page lists the fields and links back to the form', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const errors = collectErrors(page);
    await gotoHydrated(
      page,
      `${server.url}/form-error/invalid?fields=email%2Cmessage&from=%2Fcontact%3Fservice%3Dgift-voucher-info`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your form');
    await expect(page.getByRole('listitem').filter({ hasText: 'Email Address' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Tell Us About Your Dream Trip' }),
    ).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to the form' });
    await expect(back).toHaveAttribute('href', '/contact?service=gift-voucher-info');
    await back.click();
    await expect(page.getByText('Travel gift vouchers', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
