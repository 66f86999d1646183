import { expect, test, type Locator } from '@playwright/test';
import { signUpWithProject } from './studio-helpers';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const roleOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { role: string }).role;
const textOf = async (locator: Locator) => (await locator.textContent())?.trim() ?? '';

test('the Backend tab and Database Settings show the project API, its keys and a snippet; the owner reveals the service-role key', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpWithProject(page, '/integrations?tab=schema', 'Api Shop');
  const card = page.getByRole('tabpanel', { name: 'Backend Schema' }).getByTestId('project-api');
  await expect(card.getByRole('heading', { name: 'Your project’s API' })).toBeVisible();

  const url = await textOf(card.getByTestId('project-api-url'));
  expect(url).toMatch(/^http:\/\/api-shop[a-z0-9-]*\.localhost:\d+$/);
  const anonKey = await textOf(card.getByTestId('project-api-anon-key'));
  expect(anonKey).toMatch(JWT);
  expect(roleOf(anonKey)).toBe('anon');
  await expect(card.getByTestId('project-api-snippet')).toContainText(
    `createClient('${url}', '${anonKey}')`,
  );

  await card.getByRole('button', { name: 'Copy the anon key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(anonKey);

  // The service-role key stays hidden until asked for, from the keyboard too.
  await expect(card.getByText(/skips row-level security/)).toBeVisible();
  await expect(card.getByTestId('project-api-service-key')).toHaveCount(0);
  const reveal = card.getByRole('button', { name: 'Reveal service-role key' });
  await reveal.focus();
  await page.keyboard.press('Enter');
  const serviceKey = await textOf(card.getByTestId('project-api-service-key'));
  expect(roleOf(serviceKey)).toBe('service_role');
  const hide = card.getByRole('button', { name: 'Hide service-role key' });
  await expect(hide).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('project-api-service-key')).toHaveCount(0);

  // The same card on Database Settings, and it fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings/database');
  const settingsCard = page.getByTestId('project-api');
  await expect(settingsCard.getByTestId('project-api-url')).toHaveText(url);
  await expect(settingsCard.getByTestId('project-api-anon-key')).toHaveText(anonKey);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
