import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { runInstruction } from '../support/plans';

const api = { 'x-bridge-client': 'e2e' };

test('a fix that lets every signed-in user read a table is offered as medium risk with its reason, and the badge follows the open issues', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  // Off the dashboard first: its monitor card would start the new project's agent before /agent opens.
  await page.goto('/welcome');
  const created = await page.request.post('/api/projects', {
    data: { name: 'Honest app' },
    headers: api,
  });
  const { project } = (await created.json()) as { project: { id: string } };

  await page.goto('/agent');
  const card = page.getByTestId('monitor-card');
  await expect(card.getByTestId('monitor-status')).toHaveText('Monitoring every 30 seconds');
  await expect(card.getByTestId('monitor-empty')).toBeVisible();
  await expect(card.getByTestId('monitor-health')).toHaveText('Healthy');

  // A table with security on and no rule, and no column saying whose row it is: the only fix the
  // monitor can offer lets every signed-in user read every row, which widens access.
  await runInstruction(page, project.id, 'create a table called notes with a title', {
    service: 'backend',
  });

  const issue = card.locator('[data-testid="monitor-issue"][data-code="rls_enabled_no_policy"]');
  await expect(issue).toBeVisible();
  // An open issue: the badge says so, and never "Healthy" beside it.
  await expect(card.getByTestId('monitor-health')).toHaveText('Warning');

  await issue.getByText(/Review the prepared fix/).click();
  await expect(issue.locator('pre')).toContainText('using (true)');
  await expect(issue.getByTestId('monitor-fix-risk')).toHaveText('medium');
  await expect(issue.getByTestId('monitor-fix-risk-reasons')).toContainText(
    'every signed-in user can read every row of notes, not only their own',
  );
  await page.screenshot({ path: 'test-results/monitor-honest-risk.png' });

  await issue.getByRole('button', { name: 'Approve fix' }).click();
  await expect(page.getByText('Fix applied').first()).toBeVisible();
  await expect(issue).toHaveCount(0);
  await expect(card.getByTestId('monitor-empty')).toBeVisible();
  // Nothing is open any more: healthy, with no "Warning" badge beside it.
  await expect(card.getByTestId('monitor-health')).toHaveText('Healthy');
  await expect(card.getByTestId('monitor-health')).toHaveAttribute('data-health', 'healthy');
  await expect(card.getByText('Warning', { exact: true })).toHaveCount(0);

  // The same after a reload, from the server's own state.
  await page.reload();
  await expect(card.getByTestId('monitor-empty')).toBeVisible();
  await expect(card.getByTestId('monitor-health')).toHaveText('Healthy');
  await expect(card.getByText('Warning', { exact: true })).toHaveCount(0);
});
