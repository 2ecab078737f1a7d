import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { settle } from './pages.ts';
import { DEPARTURE, RETURN, usTyped } from '../support.ts';

/**
 * Gate: the journeys a keyboard-only visitor takes, from the top of the page with Tab, Enter,
 * Space, arrows, Escape and typing; no clicks, no programmatic focus or fill.
 */

test.describe.configure({ mode: 'parallel' });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(target)))
    throw new Error(`${target.toString()} not reached with ${limit} presses of Tab`);
}

/** Presses an arrow key in a radio group: the browser moves to the next option and checks it. */
async function pressArrow(page: Page, key: 'ArrowLeft' | 'ArrowRight', choice: Locator) {
  await page.keyboard.press(key);
  await expect(choice).toBeFocused();
  await expect(choice).toBeChecked();
}

/** Tabs to a field and types into it, as a visitor does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with Enter, keeps focus inside, closes with Escape and gives focus back', async ({
    page,
    server,
  }) => {
    await page.goto(server.url);
    await settle(page);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, trigger, 10);
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect
      .poll(() => panel.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Open again and follow a link: the panel closes and the page changes.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', { name: 'Book Flight' }), 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/flight-booking`);
    await expect(panel).toBeHidden();
  });
});

test('the quiz, answered with the keyboard only, gives its recommendation', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/quiz`);
  await settle(page);
  const answers = ['Adventure & the outdoors', 'A long weekend', 'Under $1,500', 'Just me'];
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: answer }));
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('#quiz-step-heading')).toContainText('Almost there!');
  await typeInto(page, page.getByRole('main').getByLabel('Your Name'), 'Ada Lovelace');
  await typeInto(page, page.getByRole('main').getByLabel('Email Address'), 'ada@example.org');
  await page.keyboard.press('Enter');

  await expect(page.locator('#quiz-step-heading')).toHaveText('Colorado Mountain Adventure');
  await expect(page.getByText('$899', { exact: true })).toBeVisible();
});

test('the flight request, filled and sent with the keyboard only, is confirmed', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/flight-booking`);
  await settle(page);
  const form = page.locator('main form[action="/api/contact"]');

  await typeInto(page, form.getByLabel('First Name'), 'Amelia');
  await typeInto(page, form.getByLabel('Last Name'), 'Earhart');
  await typeInto(page, form.getByLabel('Email Address'), 'amelia@example.org');
  await typeInto(page, form.getByLabel('Phone Number'), '+1 612 555 0123');
  // The trip type is one Tab stop; arrows move the choice.
  await tabTo(page, form.getByRole('radio', { name: 'Round Trip' }));
  await pressArrow(page, 'ArrowRight', form.getByRole('radio', { name: 'One Way' }));
  await pressArrow(page, 'ArrowLeft', form.getByRole('radio', { name: 'Round Trip' }));
  await typeInto(page, form.getByLabel('Departure City'), 'Minneapolis (MSP)');
  await typeInto(page, form.getByLabel('Arrival City'), 'Honolulu (HNL)');
  // A date field takes its digits in the order the locale shows them (en-US: month, day, year).
  await typeInto(page, form.getByLabel('Departure Date'), usTyped(DEPARTURE));
  await expect(form.getByLabel('Departure Date')).toHaveValue(DEPARTURE);
  await typeInto(page, form.getByLabel('Return Date'), usTyped(RETURN));
  await expect(form.getByLabel('Return Date')).toHaveValue(RETURN);
  // A closed <select> picks the option whose label starts with what is typed.
  await typeInto(page, form.getByLabel('Passengers'), '2');
  await expect(form.getByLabel('Passengers')).toHaveValue('2');
  const travelClass = form.getByRole('combobox', { name: 'Class', exact: true });
  await typeInto(page, travelClass, 'Business');
  await expect(travelClass).toHaveValue('business');
  await tabTo(page, form.getByRole('checkbox', { name: 'Accommodation' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Accommodation' })).toBeChecked();
  await typeInto(page, form.getByLabel('Special Requests or Comments'), 'Window seats, please.');

  await tabTo(page, form.getByRole('button', { name: 'Submit Request' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Flight Booking Request Submitted!', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Our travel experts will contact you within 24 hours with flight options and pricing.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
});
