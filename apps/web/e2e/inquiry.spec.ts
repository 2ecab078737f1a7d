import { expect, test } from '@playwright/test';
import { queryStored, startServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

// Each test starts its own server (its rows are read from disk after it stops): give it time.
test.describe.configure({ timeout: 120_000 });

test('a visitor sends the inquiry form; the lead is stored and survives a restart', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const errors = collectErrors(page);

    await gotoHydrated(page, server.url);
    const form = page.locator('form', { has: page.getByLabel('Last Name') });
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel('Email').fill('grace.hopper@example.org');
    await form.getByLabel('Phone').fill('+1 612 555 0199');
    await form.getByLabel('Travel Type').selectOption('family');
    await form.getByLabel('Budget Range').selectOption('10000-20000');
    await form.getByLabel('Preferred Destination').fill('Iceland');
    await form
      .getByLabel('Tell Us About Your Dream Trip')
      .fill('Ten days around the Ring Road in late August.');
    await form.getByRole('button', { name: 'Send My Inquiry' }).click();

    await expect(page.getByText('Thank you for your inquiry!')).toBeVisible();
    await expect(
      page.getByText("We'll contact you within 24 hours to start planning your dream journey."),
    ).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('');
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }

  // The server restarts on the same data directory, then the row is read from disk.
  const restarted = await startServer(server.dataDir);
  await restarted.stop();
  const rows = await queryStored<Record<string, unknown>>(
    server.dataDir,
    'select first_name, last_name, email, phone, travel_type, destination, budget, message, is_read, source from contacts',
  );
  expect(rows).toEqual([
    {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.org',
      phone: '+1 612 555 0199',
      travel_type: 'family',
      destination: 'Iceland',
      budget: '10000-20000',
      message: 'Ten days around the Ring Road in late August.',
      is_read: false,
      source: 'inquiry-form',
    },
  ]);
});

test('the inquiry form reports a failure and keeps what was typed', async ({ page }) => {
  const server = await startServer();
  try {
    await page.route('**/api/contact', (route) =>
      // Without the server's words; with them, they show (e2e/server-message.spec.ts).
      route.fulfill({ status: 503, json: { success: false } }),
    );
    await gotoHydrated(page, server.url);
    const form = page.locator('form', { has: page.getByLabel('Last Name') });
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel('Email').fill('grace.hopper@example.org');
    await form.getByLabel('Tell Us About Your Dream Trip').fill('Somewhere warm.');
    await form.getByRole('button', { name: 'Send My Inquiry' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('Grace');
  } finally {
    await server.stop();
  }
});

test('the inquiry form of /services sends its lead too', async ({ page }) => {
  const server = await startServer();
  try {
    const errors = collectErrors(page);

    await gotoHydrated(page, `${server.url}/services`);
    const form = page.locator('form', { has: page.getByLabel('Last Name') });
    await form.getByLabel('First Name').fill('Ida');
    await form.getByLabel('Last Name').fill('Wells');
    await form.getByLabel('Email').fill('ida.wells@example.org');
    await form.getByLabel('Travel Type').selectOption('group');
    await form
      .getByLabel('Tell Us About Your Dream Trip')
      .fill('Umrah for a group of twelve in March.');
    await form.getByRole('button', { name: 'Send My Inquiry' }).click();

    await expect(page.getByText('Thank you for your inquiry!')).toBeVisible();
    await expect(form.getByLabel('Last Name')).toHaveValue('');
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
  const rows = await queryStored<Record<string, unknown>>(
    server.dataDir,
    'select source, first_name, last_name, email, travel_type, message, suspect from contacts',
  );
  expect(rows).toEqual([
    {
      source: 'inquiry-form',
      first_name: 'Ida',
      last_name: 'Wells',
      email: 'ida.wells@example.org',
      travel_type: 'group',
      message: 'Umrah for a group of twelve in March.',
      suspect: false,
    },
  ]);
});
