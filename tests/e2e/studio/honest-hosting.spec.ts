import { expect, test } from '@playwright/test';
import { signUpWithProject, toast } from './studio-helpers';

/** Issue 19 item 4: hosting feedback says preview or production, offers only real rollbacks,
 * shows whole deploy ids, promises no times and calls a domain verified only once it is. */
test('hosting tells the truth about previews, rollbacks, deploy ids and domains', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithProject(page, '/integrations?tab=hosting');
  const panel = page.getByRole('tabpanel', { name: 'Hosting' });
  await expect(panel.getByText('Nothing deployed yet')).toBeVisible();

  const run = async (instruction: string) => {
    await panel.getByLabel('Instruction').fill(instruction);
    await panel.getByRole('button', { name: 'Generate Plan' }).click();
    const card = panel.getByRole('article', { name: `Plan: ${instruction}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).not.toContainText(/usually|under a minute/i);
    await card.getByRole('button', { name: 'Deploy Now' }).click();
    const confirm = page.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false))
      await confirm.getByRole('button').last().click();
    await expect(card).not.toContainText('Deploy Now', { timeout: 60_000 });
    return card;
  };
  const deploys = panel.getByTestId('deploy');

  await run('deploy main to production');
  await expect(toast(page, 'Deployment successful')).toContainText('Your app is now live!');
  await expect(deploys).toHaveCount(1);

  // A preview never says live; it says where it can be seen, and the live site is unchanged.
  await run('deploy main as a preview');
  const preview = toast(page, 'Preview ready');
  await expect(preview).toContainText('Your live site has not changed');
  await expect(preview).toContainText(/http:\/\/[a-z0-9]+--[a-z0-9-]+\.localhost:\d+\//);
  await expect(preview).not.toContainText(/now live/i);
  await expect(panel.getByTestId('deploy-state')).toHaveAttribute('data-state', 'preview');
  await expect(deploys).toHaveCount(2);
  const previewRow = deploys.and(page.locator('[data-context="deploy-preview"]'));
  await expect(previewRow).toContainText('Preview');
  await expect(previewRow).not.toContainText('Live');
  // The preview is newer than the live deploy, and a preview: no rollback onto it.
  await expect(panel.getByRole('button', { name: /Roll back to deploy/ })).toHaveCount(0);

  await run('deploy main to production');
  await expect(deploys).toHaveCount(3);
  // Only the older production deploy can be rolled back to; never the preview, never the live one.
  const rollbacks = panel.getByRole('button', { name: /Roll back to deploy/ });
  await expect(rollbacks).toHaveCount(1);
  await expect(previewRow.getByRole('button', { name: /Roll back/ })).toHaveCount(0);
  const older = deploys.last();
  await expect(older).toHaveAttribute('data-context', 'production');
  await expect(older.getByRole('button', { name: /Roll back to deploy/ })).toBeVisible();

  // Whole deploy ids, all different, each with a copy button; a build time only as measured.
  const ids = await panel.getByTestId('deploy-id').allTextContents();
  expect(ids).toHaveLength(3);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  expect(new Set(ids).size).toBe(3);
  for (const id of ids)
    await expect(panel.getByRole('button', { name: `Copy deploy id ${id}` })).toBeVisible();
  await expect(deploys.first()).toContainText(/took (?:under a second|\d+ s|\d+ min)/);

  // The planner refuses a rollback onto the preview with a plain reason.
  const previewId = await previewRow.getAttribute('data-deploy-id');
  await panel.getByLabel('Instruction').fill(`roll back to deploy ${previewId}`);
  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(panel.getByTestId('plan-error')).toContainText('is a preview', {
    timeout: 30_000,
  });

  // A domain whose DNS proof is not found yet is waiting, never verified or done.
  const domainCard = await run('add the domain shop.example.com');
  await expect(domainCard).toContainText('waiting for DNS');
  await expect(domainCard).not.toContainText('Done');
  const domain = panel.getByTestId('custom-domains').locator('li', { hasText: 'shop.example.com' });
  await expect(domain).toHaveAttribute('data-status', 'pending');
  await expect(domain).toContainText('Waiting for DNS');
  await expect(domain).not.toContainText('Verified');
});
