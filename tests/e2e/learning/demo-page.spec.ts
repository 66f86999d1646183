import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { holdClock } from '../support/clock';

test('the status list follows the real connection', async ({ page }) => {
  await page.goto('/demo');
  const list = page.getByTestId('service-status');
  for (const service of ['database', 'ai', 'version-control', 'hosting']) {
    await expect(list.locator(`[data-service="${service}"]`)).toHaveAttribute('data-dot', 'online');
  }
  await expect(list.locator('[data-service="payments"]')).toContainText(
    /Ready|Not set up on this server/,
  );
});

test('the example pairs copy with Copied! for two seconds, or say Failed to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/demo');
  const examples = page.getByTestId('code-example');
  await expect(examples).toHaveCount(3);
  await holdClock(page);
  const first = examples.first();
  await first.getByRole('button', { name: 'Copy Contact form code' }).click();
  await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'export function ContactForm',
  );
  await page.clock.runFor(1_900);
  await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(first.getByRole('button', { name: 'Copy Contact form code' })).toBeVisible();

  // Toasts animate on timers: let time flow again.
  await page.clock.resume();
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await examples
    .nth(1)
    .getByRole('button', { name: /^Copy / })
    .click();
  await expect(page.getByText('Failed to copy')).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
});

test('Generate turns a description into real code, and explains what it cannot write', async ({
  page,
}) => {
  await page.goto('/demo');
  const prompt = page.getByLabel('Describe a form, a list, a card or a calculation');
  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await prompt.fill('   ');
  await expect(generate).toBeDisabled();

  await prompt.fill('a contact form with name, email and message');
  await generate.click();
  const result = page.getByTestId('generated-code');
  await expect(result).toContainText(
    'A React form component, ContactForm, with name, email and message',
  );
  await expect(result.locator('code')).toContainText(
    "import { useState, type FormEvent } from 'react';",
  );
  await expect(result.locator('code')).toContainText(
    '<textarea required rows={4} value={values.message}',
  );

  await prompt.fill('a function that calculates profit as revenue minus costs');
  await generate.click();
  await expect(result.locator('code')).toContainText(
    'export function calculateProfit(revenue: number, costs: number): number',
  );

  await prompt.fill('a blue thing');
  await generate.click();
  await expect(page.getByRole('alert')).toContainText(
    'We can write a form, a list, a card or a calculation',
  );
});

test('the Project Builder needs a name, creates a real project and clears the form', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Project Builder' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  const create = form.getByRole('button', { name: 'Create Project' });
  const name = form.getByLabel('Project name');

  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(create).toBeDisabled();
  await name.fill('   ');
  await expect(create).toBeDisabled();
  await name.press('Enter');
  await expect(page.getByText('Project name required')).toBeVisible();
  await expect(page.getByText('Please enter a name for your project.')).toBeVisible();

  await page.getByText('Blog Platform', { exact: true }).click();
  await name.fill('Recipe blog');
  await form.getByLabel('Brief description').fill('Recipes from my kitchen');
  await form.getByLabel('Custom requirements').fill('Readers can leave comments');
  await create.click();
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue('');
  await expect(form.getByLabel('Brief description')).toHaveValue('');
  await expect(form.getByLabel('Custom requirements')).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  const { projects } = await page.evaluate(() => fetch('/api/projects').then((r) => r.json()));
  expect(projects[0]).toMatchObject({
    name: 'Recipe blog',
    description: 'Recipes from my kitchen',
    requirements: 'Readers can leave comments',
    template: 'blog-platform',
  });
});

test('visitors are asked to sign in before creating a project', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Project Builder' }).click();
  await expect(
    page.getByRole('form', { name: 'New project' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});
