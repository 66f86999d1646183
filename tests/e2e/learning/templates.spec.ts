import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('the template library searches and filters, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/welcome?tab=templates');
  const cards = page.getByTestId('template-card');
  await expect(cards).toHaveCount(6);

  // At most four feature badges, then +N.
  const blog = cards.filter({ hasText: 'Blog Platform' });
  await expect(
    blog.getByRole('list', { name: 'Blog Platform features' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(blog).toContainText('+2');

  await page.getByLabel('Search templates').fill('SHOP');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Online Store');

  await page.getByLabel('Search templates').fill('');
  await page.getByLabel('Difficulty').selectOption('beginner');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Category').selectOption('portfolio');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Portfolio Site');

  await page.getByLabel('Difficulty').selectOption('advanced');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No templates found')).toBeVisible();

  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Difficulty').selectOption('all');
  await page.getByLabel('Search templates').fill('zzz');
  await expect(page.getByText('No templates found')).toBeVisible();
});

test('Use Template creates a real project from the template', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/welcome?tab=templates');
  await page.getByRole('button', { name: 'Use Template: To-Do App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from To-Do App' });
  await expect(dialog.getByLabel('Project name')).toHaveValue('My To-Do App');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
  const { projects } = await page.evaluate(() => fetch('/api/projects').then((r) => r.json()));
  expect(projects).toEqual([
    expect.objectContaining({ name: 'My To-Do App', template: 'todo-app' }),
  ]);
  await page.getByRole('tab', { name: 'Get Started' }).click();
  await expect(page.getByTestId('onboarding-step-project')).toHaveAttribute('data-done', 'true');
});
