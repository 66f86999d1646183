import { expect, test } from '@playwright/test';
import { signUpWithProject } from './studio-helpers';

test('the project switcher creates and switches projects and remembers the choice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpWithProject(page, '/agent', 'First App');
  const switcher = page.getByRole('combobox', { name: 'Project', exact: true });
  await expect(switcher.locator('option:checked')).toHaveText('First App');

  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('region', { name: 'Project switcher' });
  await expect(form.getByRole('button', { name: 'Create Project' })).toBeDisabled();
  await form.getByLabel('Project name').fill('Second App');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(switcher.locator('option:checked')).toHaveText('Second App', { timeout: 30_000 });
  await expect(switcher.locator('option')).toHaveCount(2);

  await page.reload();
  await expect(switcher.locator('option:checked')).toHaveText('Second App');

  await switcher.selectOption({ label: 'First App' });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('combobox', { name: 'Project', exact: true }).locator('option:checked'),
  ).toHaveText('First App');
});
