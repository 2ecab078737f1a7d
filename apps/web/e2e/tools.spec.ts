import { expect, test, type Page } from '@playwright/test';
import { beforeYouGoTips, recommendedApps, tools, whileTravelingTips } from '@travel/catalog';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** React has taken over the prerendered page once its root element carries a fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

const directory = (page: Page) => page.getByRole('region', { name: 'Essential Travel Tools' });
const toolCards = (page: Page) => directory(page).getByRole('listitem');
const chip = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: 'Filter tools by category' })
    .getByRole('radio', { name, exact: true });

test('the page lists the 20 tools, the apps and both tip lists', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/tools`);
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel Tools and Resources' }),
  ).toBeVisible();
  await expect(toolCards(page)).toHaveCount(tools.length);
  await expect(directory(page).getByRole('status')).toHaveText(`${tools.length} tools available`);
  for (const app of recommendedApps)
    await expect(page.getByRole('heading', { level: 3, name: app.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Before You Go' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'While Traveling' })).toBeVisible();
  for (const tip of [...beforeYouGoTips, ...whileTravelingTips])
    await expect(page.getByText(tip.title)).toBeVisible();

  const first = tools[0]!;
  const link = directory(page).getByRole('link', { name: `${first.name} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', first.link);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a category chip narrows the cards, says how many, and Back restores All', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/tools`);
  await hydrated(page);

  const planning = tools.filter((tool) => tool.category === 'Planning');
  await chip(page, 'Planning').click();
  await expect(chip(page, 'Planning')).toBeChecked();
  await expect(directory(page).getByRole('status')).toHaveText(
    `${planning.length} Planning tools available`,
  );
  await expect(toolCards(page)).toHaveCount(planning.length);
  await expect(page).toHaveURL(/\/tools\?category=planning$/);

  const health = tools.filter((tool) => tool.category === 'Health');
  await chip(page, 'Health').click();
  await expect(directory(page).getByRole('status')).toHaveText(
    `${health.length} Health tool${health.length === 1 ? '' : 's'} available`,
  );

  await page.goBack();
  await expect(directory(page).getByRole('status')).toHaveText(
    `${planning.length} Planning tools available`,
  );
  await page.goBack();
  await expect(toolCards(page)).toHaveCount(tools.length);
  await expect(directory(page).getByRole('status')).toHaveText(`${tools.length} tools available`);

  await page.goto(`${server.url}/tools?category=safety`);
  await expect(toolCards(page)).toHaveCount(
    tools.filter((tool) => tool.category === 'Safety').length,
  );
  expect(errors).toEqual([]);
});

test('the share block copies the link and says so in a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${server.url}/tools`);
  await hydrated(page);
  const share = page.getByRole('region', { name: 'Share These Tools' });
  await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/tools$/);
});
