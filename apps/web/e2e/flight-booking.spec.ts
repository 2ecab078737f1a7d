import { expect, test, type Page } from '@playwright/test';
import { queryStored, startServer } from './server.ts';
import { DEPARTURE, RETURN, gotoHydrated, waitForHydration } from './support.ts';

// Each test starts its own server (its rows are read from disk after it stops): give it time.
test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.locator('form[action="/api/contact"]');
const exact = { exact: true } as const;

async function fillRequired(page: Page) {
  const f = form(page);
  await f.getByLabel('First Name').fill('Amelia');
  await f.getByLabel('Last Name').fill('Earhart');
  await f.getByLabel('Email Address').fill('amelia@example.org');
  await f.getByLabel('Phone Number').fill('+1 612 555 0123');
  await f.getByLabel('Departure City').fill('Minneapolis (MSP)');
  await f.getByLabel('Arrival City').fill('Honolulu (HNL)');
  await f.getByLabel('Departure Date').fill(DEPARTURE);
}

test('a round trip with extras is composed, stored as a flight request, and the form resets', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await gotoHydrated(page, `${server.url}/flight-booking`);
    await expect(page.locator('section#flight-booking')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why Book with Northstar Voyages?' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flight Booking Request Form' })).toBeVisible();
    for (const payment of [
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Debit cards',
      'Credit cards',
      'Bank transfers',
    ]) {
      await expect(page.getByText(payment, exact)).toBeVisible();
    }
    await expect(
      page.getByText('Our travel experts will contact you within 24 hours.', exact),
    ).toBeVisible();

    const f = form(page);
    await expect(f.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    await fillRequired(page);
    await f.getByLabel('Return Date').fill(RETURN);
    await f.getByLabel('Passengers').selectOption('2');
    await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('premium-economy');
    await f.getByLabel('Preferred Airline').fill('Hawaiian Airlines');
    await f.getByLabel('Seat Preference').selectOption('aisle');
    await f.getByLabel('Meal Preference').selectOption('gluten-free');
    await f.getByRole('checkbox', { name: 'Accommodation' }).click();
    await f.getByRole('checkbox', { name: 'Car rental' }).click();
    await f.getByLabel('Special Requests or Comments').fill('Lei greeting on arrival, please.');
    await f.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByText('Flight Booking Request Submitted!', exact)).toBeVisible();
    await expect(
      page.getByText(
        'Our travel experts will contact you within 24 hours with flight options and pricing.',
        exact,
      ),
    ).toBeVisible();
    await expect(f.getByLabel('First Name')).toHaveValue('');
    await expect(f.getByLabel('Departure Date')).toHaveValue('');
    await expect(f.getByRole('checkbox', { name: 'Accommodation' })).not.toBeChecked();
    await expect(f.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }

  const rows = await queryStored<Record<string, unknown>>(
    server.dataDir,
    'select source, name, email, phone, travel_type, destination, travel_dates, group_size, message, context, suspect from contacts',
  );
  expect(rows).toEqual([
    {
      source: 'flight-booking',
      name: 'Amelia Earhart',
      email: 'amelia@example.org',
      phone: '+1 612 555 0123',
      travel_type: 'Flight Booking',
      destination: 'Minneapolis (MSP) to Honolulu (HNL)',
      travel_dates: `${DEPARTURE} - ${RETURN}`,
      group_size: '2',
      message: [
        'Trip Type: roundtrip',
        'Route: Minneapolis (MSP) to Honolulu (HNL)',
        `Departure: ${DEPARTURE}`,
        `Return: ${RETURN}`,
        'Passengers: 2',
        'Class: premium-economy',
        'Preferred Airline: Hawaiian Airlines',
        'Seat Preference: aisle',
        'Meal Preference: gluten-free',
        'Additional Services: Accommodation, Car rental',
        'Special Requests: Lei greeting on arrival, please.',
      ].join('\n'),
      context: null,
      suspect: false,
    },
  ]);
});

test('a one-way trip hides the return date and sends the defaults', async ({ page }) => {
  const server = await startServer();
  try {
    await gotoHydrated(page, `${server.url}/flight-booking`);
    const f = form(page);
    await expect(f.getByLabel('Return Date')).toBeVisible();
    await f.getByRole('radio', { name: 'One Way' }).click();
    await expect(f.getByLabel('Return Date')).toHaveCount(0);
    await f.getByRole('radio', { name: 'Multi-City' }).click();
    await expect(f.getByLabel('Return Date')).toHaveCount(0);
    await f.getByRole('radio', { name: 'Round Trip' }).click();
    await expect(f.getByLabel('Return Date')).toBeVisible();
    await f.getByRole('radio', { name: 'One Way' }).click();

    await fillRequired(page);
    await f.getByLabel('Passengers').selectOption('6+');
    await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('economy');
    await f.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Flight Booking Request Submitted!', exact)).toBeVisible();
    await expect(f.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    await expect(f.getByLabel('Return Date')).toBeVisible();
  } finally {
    await server.stop();
  }

  const rows = await queryStored<{ travel_dates: string; group_size: string; message: string }>(
    server.dataDir,
    'select travel_dates, group_size, message from contacts',
  );
  expect(rows).toEqual([
    {
      travel_dates: DEPARTURE,
      group_size: '6+',
      message: [
        'Trip Type: oneway',
        'Route: Minneapolis (MSP) to Honolulu (HNL)',
        `Departure: ${DEPARTURE}`,
        'Passengers: 6+',
        'Class: economy',
        'Preferred Airline: Any',
        'Seat Preference: No preference',
        'Meal Preference: Standard',
        'Additional Services: None',
        'Special Requests: None',
      ].join('\n'),
    },
  ]);
});

test('failures show the spec texts and keep every field', async ({ page }) => {
  const server = await startServer();
  try {
    await gotoHydrated(page, `${server.url}/flight-booking`);
    const f = form(page);
    await f.getByRole('radio', { name: 'One Way' }).click();
    await fillRequired(page);
    await f.getByLabel('Passengers').selectOption('1');
    await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('first');
    await f.getByRole('checkbox', { name: 'Travel insurance' }).click();

    // The server answers success: false with its message, worded in the page's language.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: 'Our inquiry service is temporarily unavailable.' },
      }),
    );
    await f.getByRole('button', { name: 'Submit Request' }).click();
    await expect(f.getByRole('alert')).toContainText('Submission failed');
    await expect(f.getByRole('alert')).toContainText(
      'Our inquiry service is temporarily unavailable.',
    );
    await expect(f.getByRole('alert')).not.toContainText('call us at');

    // The request cannot be sent at all.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await f.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByText('Please try again later or call us at (612) 555-0147.', exact),
    ).toBeVisible();

    await expect(f.getByLabel('First Name')).toHaveValue('Amelia');
    await expect(f.getByLabel('Arrival City')).toHaveValue('Honolulu (HNL)');
    await expect(f.getByLabel('Departure Date')).toHaveValue(DEPARTURE);
    await expect(f.getByRole('combobox', { name: 'Class', exact: true })).toHaveValue('first');
    await expect(f.getByRole('radio', { name: 'One Way' })).toBeChecked();
    await expect(f.getByRole('checkbox', { name: 'Travel insurance' })).toBeChecked();
    await expect(f.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  } finally {
    await server.stop();
  }
  expect(await queryStored(server.dataDir, 'select id from contacts')).toEqual([]);
});

/**
 * Holds the page's scripts back until `release()` is called: the prerendered page as a visitor
 * on a slow network has it, before it hydrates.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test.describe('before the page hydrates', () => {
  test('its controls post a one-way request with extras natively', async ({ page }) => {
    const server = await startServer();
    const release = await holdScripts(page);
    try {
      await page.goto(`${server.url}/flight-booking`);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      const f = form(page);
      await fillRequired(page);
      await f.getByRole('radio', { name: 'One Way' }).check();
      await f.getByRole('checkbox', { name: 'Car rental' }).check();
      await f.getByLabel('Passengers').selectOption('1');
      await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('economy');
      await f.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL(`${server.url}/thank-you/flight`);
    } finally {
      release();
      await server.stop();
    }
    const rows = await queryStored<{ travel_dates: string; message: string }>(
      server.dataDir,
      'select travel_dates, message from contacts',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.travel_dates).toBe(DEPARTURE);
    expect(rows[0]?.message).toMatch(/^Trip Type: oneway\n/);
    expect(rows[0]?.message).toContain('\nAdditional Services: Car rental\n');
  });

  test('what the visitor chose stays chosen once it hydrates, and the request is composed', async ({
    page,
  }) => {
    const server = await startServer();
    const release = await holdScripts(page);
    try {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`${server.url}/flight-booking`);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      const f = form(page);
      await f.getByRole('radio', { name: 'One Way' }).check();
      await f.getByRole('checkbox', { name: 'Accommodation' }).check();
      await f.getByLabel('Departure Date').fill(DEPARTURE);
      await expect(f.getByLabel('Return Date (round trips only)')).toBeVisible();
      release();
      await waitForHydration(page);

      // The page runs with the choice: one way, so the return date goes.
      await expect(f.getByLabel('Return Date')).toHaveCount(0);
      await expect(f.getByRole('radio', { name: 'One Way' })).toBeChecked();
      await expect(f.getByRole('checkbox', { name: 'Accommodation' })).toBeChecked();
      await expect(f.getByLabel('Departure Date')).toHaveValue(DEPARTURE);

      await f.getByLabel('First Name').fill('Amelia');
      await f.getByLabel('Last Name').fill('Earhart');
      await f.getByLabel('Email Address').fill('amelia@example.org');
      await f.getByLabel('Phone Number').fill('+1 612 555 0123');
      await f.getByLabel('Departure City').fill('Minneapolis (MSP)');
      await f.getByLabel('Arrival City').fill('Honolulu (HNL)');
      await f.getByLabel('Passengers').selectOption('2');
      await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('business');
      await f.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByText('Flight Booking Request Submitted!', exact)).toBeVisible();
      await expect(page).toHaveURL(`${server.url}/flight-booking`);
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
    const rows = await queryStored<{ travel_dates: string; message: string }>(
      server.dataDir,
      'select travel_dates, message from contacts',
    );
    expect(rows).toEqual([
      {
        travel_dates: DEPARTURE,
        message: [
          'Trip Type: oneway',
          'Route: Minneapolis (MSP) to Honolulu (HNL)',
          `Departure: ${DEPARTURE}`,
          'Passengers: 2',
          'Class: business',
          'Preferred Airline: Any',
          'Seat Preference: No preference',
          'Meal Preference: Standard',
          'Additional Services: Accommodation',
          'Special Requests: None',
        ].join('\n'),
      },
    ]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts its own fields; the API composes the same request', async ({ page }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/flight-booking`);
      const f = form(page);
      await fillRequired(page);
      await f.getByLabel('Return Date').fill(RETURN);
      await f.getByLabel('Passengers').selectOption('3');
      await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('business');
      await f.getByLabel('Preferred Airline').fill('Delta');
      await f.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL(`${server.url}/thank-you/flight`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Flight Booking Request Submitted!',
      );
      await expect(
        page.getByText(
          'Our travel experts will contact you within 24 hours with flight options and pricing.',
          exact,
        ),
      ).toBeVisible();
    } finally {
      await server.stop();
    }
    const rows = await queryStored<Record<string, unknown>>(
      server.dataDir,
      'select source, name, destination, travel_dates, group_size, message from contacts',
    );
    expect(rows).toEqual([
      {
        source: 'flight-booking',
        name: 'Amelia Earhart',
        destination: 'Minneapolis (MSP) to Honolulu (HNL)',
        travel_dates: `${DEPARTURE} - ${RETURN}`,
        group_size: '3',
        message: [
          'Trip Type: roundtrip',
          'Route: Minneapolis (MSP) to Honolulu (HNL)',
          `Departure: ${DEPARTURE}`,
          `Return: ${RETURN}`,
          'Passengers: 3',
          'Class: business',
          'Preferred Airline: Delta',
          'Seat Preference: No preference',
          'Meal Preference: Standard',
          'Additional Services: None',
          'Special Requests: None',
        ].join('\n'),
      },
    ]);
  });
  test('a one-way request goes through: the prerendered return date does not block it', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/flight-booking`);
      const f = form(page);
      // Labelled for round trips, and not required, since it stays whatever the trip type.
      const returnDate = f.getByLabel('Return Date (round trips only)');
      await expect(returnDate).toBeVisible();
      await expect(returnDate).not.toHaveAttribute('required');
      await fillRequired(page);
      await f.getByRole('radio', { name: 'One Way' }).check();
      await f.getByLabel('Passengers').selectOption('1');
      await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('economy');
      await f.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL(`${server.url}/thank-you/flight`);
    } finally {
      await server.stop();
    }
    const rows = await queryStored<{ travel_dates: string; message: string }>(
      server.dataDir,
      'select travel_dates, message from contacts',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.travel_dates).toBe(DEPARTURE);
    expect(rows[0]?.message).toMatch(/^Trip Type: oneway\n/);
  });

  test('a round trip without its return date is refused, and the page says what to check', async ({
    page,
  }) => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/flight-booking`);
      const f = form(page);
      await fillRequired(page);
      await f.getByLabel('Passengers').selectOption('1');
      await f.getByRole('combobox', { name: 'Class', exact: true }).selectOption('economy');
      await f.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/form-error/invalid');
      expect(new URL(page.url()).searchParams.get('fields')).toBe('returnDate');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your form');
    } finally {
      await server.stop();
    }
    expect(await queryStored(server.dataDir, 'select id from contacts')).toEqual([]);
  });
});
