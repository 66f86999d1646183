import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('a chosen model and temperature are saved to the account and survive a reload', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/advanced?tab=ai');
  await expect(page.getByTestId('model-endpoint-notice')).toContainText(
    'No model endpoint is configured',
  );
  const gpt = page.getByRole('radio', { name: 'GPT-4 Turbo' });
  await expect(gpt).toBeChecked();
  await expect(page.getByTestId('ai-temperature-value')).toHaveText('0.7');
  await expect(page.getByTestId('ai-max-tokens-value')).toHaveText('2,048');
  await expect(page.getByRole('switch', { name: 'Stream responses' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Context awareness' })).toBeChecked();

  await page.getByRole('radio', { name: 'Claude 3 Opus' }).check();
  const temperature = page.getByLabel('Temperature');
  await temperature.focus();
  // Three steps of 0.1 up with the keyboard: 0.7 -> 1.0.
  for (let i = 0; i < 3; i += 1) await temperature.press('ArrowRight');
  await expect(page.getByTestId('ai-temperature-value')).toHaveText('1.0');
  await page.getByRole('switch', { name: 'Stream responses' }).uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('AI settings saved')).toBeVisible();
  // The e2e server has no model endpoint: the toast must not promise that plans use the model.
  await expect(page.getByText('No AI model is connected to this server')).toBeVisible();
  await expect(page.getByText('New plans will use these settings.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Claude 3 Opus' })).toBeChecked();
  await expect(page.getByTestId('ai-temperature-value')).toHaveText('1.0');
  await expect(page.getByRole('switch', { name: 'Stream responses' })).not.toBeChecked();
  const saved = await page.evaluate(() => fetch('/api/ai-settings').then((r) => r.json()));
  expect(saved.settings).toMatchObject({
    modelId: 'claude-3-opus',
    temperature: 1,
    streamResponses: false,
  });
});

test('a model that is Coming Soon cannot be chosen, in the page or through the API', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/advanced?tab=ai');
  const mistral = page.getByRole('radio', { name: 'Mistral Large' });
  await expect(mistral).toBeDisabled();
  await expect(page.getByTestId('model-mistral-large')).toContainText('Coming Soon');
  await page.getByTestId('model-mistral-large').click({ force: true });
  await expect(mistral).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'GPT-4 Turbo' })).toBeChecked();

  const refused = await page.evaluate(() =>
    fetch('/api/ai-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        modelId: 'mistral-large',
        temperature: 0.7,
        maxTokens: 2048,
        streamResponses: true,
        contextAwareness: true,
      }),
    }).then(async (r) => ({ status: r.status, body: await r.json() })),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toContain('not available');
});
