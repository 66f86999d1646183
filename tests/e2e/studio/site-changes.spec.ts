import { expect, test } from '@playwright/test';
import { askAgent, signUpWithProject } from './studio-helpers';

const HEADLINE = 'change the headline to Hello founders';

test('a site change runs from the chat and its preview link opens the new headline', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithProject(page, '/agent', 'Corner Bakery');

  const card = await askAgent(page, HEADLINE);
  await expect(card).toContainText('the headline "Corner Bakery" becomes "Hello founders"');
  await card.getByRole('button', { name: 'Execute' }).click();
  const link = card.getByRole('link', { name: 'Open the preview' });
  await expect(link).toBeVisible({ timeout: 30_000 });

  // Opened from the keyboard: the link is reachable and works without a mouse.
  await link.focus();
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Hello founders');
  await preview.close();
});
