import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { runInstruction } from '../support/plans';

const api = { 'x-bridge-client': 'e2e' };

test('the monitor card shows a new issue live, the user approves its fix, and notifications follow without a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  // Off the dashboard first: its monitor card would start the new project's agent before /agent opens.
  await page.goto('/welcome');
  const created = await page.request.post('/api/projects', {
    data: { name: 'Watched app' },
    headers: api,
  });
  const { project } = (await created.json()) as { project: { id: string } };

  await page.goto('/agent');
  const card = page.getByTestId('monitor-card');
  await expect(page.getByText('Agent Activated')).toBeVisible();
  await expect(card.getByTestId('monitor-status')).toHaveText('Monitoring every 30 seconds');
  await expect(card.getByTestId('monitor-empty')).toBeVisible();
  await expect(card.getByTestId('monitor-health')).toHaveText('Healthy');

  // A table with security on and no rule: the monitor checks right after the change and the issue arrives live.
  await runInstruction(page, project.id, 'create a table called notes with a title', {
    service: 'backend',
  });
  const issue = card.locator('[data-testid="monitor-issue"][data-code="rls_enabled_no_policy"]');
  await expect(issue).toBeVisible();
  await expect(issue).toContainText('notes table is locked');
  await expect(page.getByText('RLS Policy Issue').first()).toBeVisible();
  await expect(page.getByTestId('notification-unread')).toHaveText('2');

  // Nothing changes until the user reviews and approves the prepared fix.
  await issue.getByText(/Review the prepared fix/).click();
  await expect(issue.locator('pre')).toContainText('create policy notes_signed_in_read');
  const axe = await new AxeBuilder({ page }).include('[data-testid="monitor-card"]').analyze();
  expect(axe.violations).toEqual([]);
  await issue.getByRole('button', { name: 'Approve fix' }).click();
  await expect(page.getByText('Fix applied').first()).toBeVisible();
  await expect(card.getByTestId('monitor-fixes')).toHaveText('1');
  await expect(issue).toHaveCount(0);
  await expect(card.getByText('Resolved (1)')).toBeVisible();

  // The header list updated live: the fix, its run, the issue and the first run.
  await page.getByTestId('notification-bell').click();
  const items = page.getByTestId('notification-item');
  await expect(page.getByTestId('notification-unread')).toHaveText('4');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Fix applied');
  await page.getByRole('button', { name: 'Show All (4)' }).click();
  await expect(items).toHaveCount(4);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(items).toHaveCount(3);

  await items.first().click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-unread')).toHaveText('3');
  const list = page.getByTestId('notification-list');
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('240px');

  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await expect(page.getByTestId('notification-unread')).toHaveCount(0);
});

test('pausing keeps the agent paused across a reload, Check now still runs, and the dark small-screen card is axe-clean', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('bridge-studio-theme', 'dark'));
  await signUp(page);
  await page.request.post('/api/projects', { data: { name: 'Paused app' }, headers: api });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  const card = page.getByTestId('monitor-card');
  await expect(card.getByTestId('monitor-status')).toHaveText('Monitoring every 30 seconds');
  // The first check has finished (it may still be running right after the agent starts).
  await expect(card.getByTestId('monitor-last-check')).not.toHaveText('Not yet');
  await card.getByRole('button', { name: 'Pause agent' }).click();
  await expect(page.getByText('Agent Paused')).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('monitor-status')).toHaveText('Paused');
  const before = await card.getByTestId('monitor-last-check').textContent();
  await card.getByRole('button', { name: 'Check now' }).click();
  await expect(card.getByRole('button', { name: 'Check now' })).toBeEnabled();
  await expect(card.getByTestId('monitor-status')).toHaveText('Paused');
  expect(before).not.toBe('Not yet');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="monitor-card"]')
    .include('[data-slot="popover-content"]')
    .analyze();
  expect(axe.violations).toEqual([]);
});
