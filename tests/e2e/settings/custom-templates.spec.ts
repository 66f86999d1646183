import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { subscribeToBridgeBuilder } from '../support/paypal';

test('create, export, delete and re-import a custom template; a bad file changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await subscribeToBridgeBuilder(page);

  await page.goto('/advanced?tab=templates');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Please fill in the template name and description')).toBeVisible();

  await page.getByLabel('Template name').fill('Contact form');
  await page.getByLabel('Description').fill('Collects a name and a message.');
  const tag = page.getByLabel('Add a tag (press Enter)');
  for (const value of ['forms', 'forms', '  ']) {
    await tag.fill(value);
    await tag.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Field' }).click();
  await expect(page.getByLabel('Field name')).toHaveValue('field_1');
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue('New Field');
  await expect(page.getByLabel('Type')).toHaveValue('text');
  await expect(page.getByLabel('Required')).not.toBeChecked();
  await page.getByLabel('Code template').fill('<input name="{{field_1}}" />');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template Saved')).toBeVisible();
  await expect(page.getByTestId('custom-template')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Contact form' }).click();
  const file = await (await download).path();

  await page.getByRole('button', { name: 'Delete Contact form' }).click();
  await expect(page.getByTestId('custom-template')).toHaveCount(0);

  const bad = join(tmpdir(), `not-a-template-${Date.now()}.json`);
  writeFileSync(bad, JSON.stringify({ hello: 'world' }));
  await page.getByLabel('Import templates from a JSON file').setInputFiles(bad);
  await expect(page.getByText(/not a Bridge Studio template export/)).toBeVisible();
  await expect(page.getByTestId('custom-template')).toHaveCount(0);

  await page.getByLabel('Import templates from a JSON file').setInputFiles(file);
  await expect(page.getByText('Templates imported')).toBeVisible();
  await expect(page.getByTestId('custom-template')).toHaveCount(1);
  await expect(page.getByTestId('custom-template')).toContainText('1 field · forms');

  // The template is offered in the Project Builder and its files land in the new project.
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Project Builder' }).click();
  await page.getByTestId('own-template').filter({ hasText: 'Contact form' }).click();
  await page.getByLabel('Project name').fill('From my template');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
  const projects = await page.evaluate(() => fetch('/api/projects').then((r) => r.json()));
  const project = projects.projects.find((p: { name: string }) => p.name === 'From my template');
  const zip = await page.request.get(`/api/projects/${project.id}/git/zip`);
  expect((await zip.body()).toString('latin1')).toContain('templates/contact-form.tsx');
});
