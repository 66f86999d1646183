import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('requirements typed when creating a project wait in the chat for approval', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  const instruction = 'create a table called customers with a name and an email';
  const created = await page.request.post('/api/projects', {
    data: { name: 'Customer list', requirements: `- ${instruction}` },
    headers: { 'x-bridge-client': 'e2e' },
  });
  expect((await created.json()).setup.requirements).toEqual([
    expect.objectContaining({ instruction, reason: null }),
  ]);
  await page.goto('/agent');
  const card = page.getByRole('article', { name: `Plan: ${instruction}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByText(`Done: "${instruction}" has run.`)).toBeVisible();
  // Approved once, it is not offered again when the chat opens anew.
  await page.reload();
  await expect(page.getByRole('article', { name: `Plan: ${instruction}` })).toHaveCount(1);
});
