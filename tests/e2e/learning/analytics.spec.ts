import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test("the Analytics tab shows the user's real figures, switches period, charts usage and exports CSV", async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/welcome?tab=analytics');
  await expect(page.getByTestId('metric-code').getByTestId('metric-value')).toHaveText('0');
  await expect(page.getByText('No usage in the last 7 days yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  // Real events: generate two pieces of code.
  for (const prompt of [
    'a contact form with name, email and message',
    'convert celsius to fahrenheit',
  ]) {
    const answer = await page.evaluate(
      (body) =>
        fetch('/api/codegen', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((r) => r.status),
      JSON.stringify({ prompt }),
    );
    expect(answer).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('metric-code').getByTestId('metric-value')).toHaveText('2');
  await expect(page.getByTestId('metric-code')).toContainText('New this period');
  await expect(page.getByTestId('recent-activity')).toContainText('Generated ContactForm');
  await expect(page.getByTestId('usage-chart').locator('svg').first()).toBeVisible();

  await page.getByText('Last 24h').click();
  await expect(page.getByRole('radio', { name: 'Last 24h' })).toBeChecked();
  await expect(page.getByTestId('metric-code').getByTestId('metric-value')).toHaveText('2');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^bridge-studio-analytics-1d-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Code generated,2,0,');
  expect(csv.split('\r\n').filter((line) => /^\d{4}-/.test(line))).toHaveLength(24);
});

test('an instruction that could not be planned shows an error status in a red badge', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  const post = (url: string, body: unknown) =>
    page.evaluate(
      ([u, b]) =>
        fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: b }).then(
          (r) => r.json().then((json) => ({ status: r.status, json })),
        ),
      [url, JSON.stringify(body)] as const,
    );
  const created = await post('/api/projects', { name: 'Badges' });
  expect(created.status).toBe(201);
  const projectId = created.json.project.id as string;
  expect(
    (await post(`/api/projects/${projectId}/plans`, { instruction: 'deploy to production' }))
      .status,
  ).toBe(201);
  const refused = await post(`/api/projects/${projectId}/plans`, {
    instruction: 'make it feel more purple somehow',
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);

  await page.goto('/welcome?tab=analytics');
  const activity = page.getByTestId('recent-activity');
  const failed = activity
    .getByRole('listitem')
    .filter({ hasText: 'make it feel more purple somehow' });
  await expect(failed.locator('[data-status="error"]')).toHaveText('error');
  await expect(failed.locator('[data-status="error"]')).toHaveClass(/bg-destructive/);
  const planned = activity
    .getByRole('listitem')
    .filter({ hasText: 'Planned "deploy to production"' });
  await expect(planned.locator('[data-status]')).toHaveAttribute('data-status', 'success');
  await expect(activity).toContainText('Created project "Badges"');
});
