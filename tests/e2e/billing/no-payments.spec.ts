import { expect, test } from '@playwright/test';
import { NO_PAYMENTS_PORT } from '../support/ports';
import { signUp } from '../support/accounts';

test.use({ baseURL: `http://127.0.0.1:${NO_PAYMENTS_PORT}` });

test('a studio that takes no payments says everything is included and holds nothing back', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('no-payments')).toContainText('Everything is included');
  await expect(
    page.getByRole('link', { name: /Start Free|Start Building|Contact Sales/ }),
  ).toHaveCount(0);
  await expect(page.getByText('Included on this server', { exact: true })).toHaveCount(3);

  await signUp(page);
  // Explorer would stop at three projects; nothing is held back here.
  for (let i = 0; i < 4; i++) {
    const created = await page.evaluate(
      (name) =>
        fetch('/api/projects', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        }).then((r) => r.status),
      `Project ${i}`,
    );
    expect(created).toBe(201);
  }
  await page.goto('/agent');
  await expect(page.getByTestId('system-health')).toContainText(
    'Every feature included (this server takes no payments)',
  );
});
